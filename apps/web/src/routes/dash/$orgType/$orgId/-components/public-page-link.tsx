import type { OrganisationSettings } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useReadOnly } from '@/lib/read-only-view';

/** "See your public page": shown only while the organisation is active (a suspended one has no public page). */
export function PublicPageLink({ settings, className = '' }: { settings: OrganisationSettings; className?: string }) {
  const readOnly = useReadOnly();
  if (settings.status !== 'active') return null;
  return (
    <Link
      to={settings.type === 'venue' ? '/venues/$id' : '/suppliers/$id'}
      params={{ id: settings.slug }}
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline ${className}`}
    >
      {/* "its" for a platform admin looking on (decision 0119) */}
      {readOnly ? 'See its public page' : 'See your public page'}
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
