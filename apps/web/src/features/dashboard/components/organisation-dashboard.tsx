import type { OrganisationSettings } from '@tapline/contracts';
import type { NotFoundRouteProps } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NoAccess } from '@/components/ui/no-access';
import { NotFound } from '@/components/ui/not-found';
import { useEntity } from '@/features/session';
import { formatDate } from '@/lib/format';

/** What a dashboard route's loader throws (as `notFound({ data })`) when the organisation is not the user's. */
export const NO_ACCESS = 'no-access';

/**
 * An organisation's dashboard around its pages. Opening a dashboard (from a link, a bookmark or /dash) makes
 * that organisation the active entity, so the side menu, the cart and the team follow what is on screen
 * (docs/decisions/0019). A suspended organisation says so on every page.
 */
export function OrganisationDashboard({ settings, children }: { settings: OrganisationSettings; children: ReactNode }) {
  const { entity, choose } = useEntity();
  const { id, type, slug, name } = settings;
  useEffect(() => {
    if (entity?.id !== id || entity.type !== type || entity.slug !== slug || entity.name !== name) choose({ id, type, slug, name });
  }, [entity, choose, id, type, slug, name]);

  return (
    <>
      {settings.status === 'suspended' ? (
        <div role="status" className="mb-6 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div>
            <p>
              <strong>{settings.name} is suspended</strong>
              {settings.suspendedAt ? ` since ${formatDate(settings.suspendedAt)}` : ''}. It is hidden from Tapline’s public pages until the
              Tapline team reactivates it.
            </p>
            {settings.suspendedReason ? <p className="mt-1">Reason given: {settings.suspendedReason}</p> : null}
          </div>
        </div>
      ) : null}
      {children}
    </>
  );
}

/** The dashboard's not-found view: someone else's organisation gets the no-access page, an unknown page Not Found. */
export function DashboardNotFound({ data, what }: NotFoundRouteProps & { what: 'venue' | 'supplier' | null }) {
  if (data === NO_ACCESS) {
    return <NoAccess reason={`This ${what ?? 'organisation'} doesn’t exist, or you’re not one of its members. Ask one of its owners to invite you.`} />;
  }
  return <NotFound />;
}
