import type { OrganisationSettings } from '@tapline/contracts';
import { Link, type NotFoundRouteProps } from '@tanstack/react-router';
import { AlertTriangle, Eye } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NoAccess } from '@/components/ui/no-access';
import { NotFound } from '@/components/ui/not-found';
import { useEntity } from '@/features/session';
import { formatDate } from '@/lib/format';
import { ReadOnlyContext } from '@/lib/read-only-view';

/** What a dashboard route's loader throws (as `notFound({ data })`) when the organisation is not the user's. */
export const NO_ACCESS = 'no-access';

/**
 * An organisation's dashboard around its pages. Opening a dashboard (from a link, a bookmark or /dash) makes
 * that organisation the active entity, so the side menu, the cart and the team follow what is on screen
 * (docs/decisions/0019). A suspended organisation says so on every page. A platform admin who is not a member
 * sees it read-only, said on every page, and its screens leave out what would change it (decision 0119).
 */
export function OrganisationDashboard({
  settings,
  readOnly,
  children,
}: {
  settings: OrganisationSettings;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { entity, choose } = useEntity();
  const { id, type, slug, name } = settings;
  useEffect(() => {
    if (
      entity?.id !== id ||
      entity.type !== type ||
      entity.slug !== slug ||
      entity.name !== name ||
      Boolean(entity.readOnly) !== readOnly
    ) {
      choose(readOnly ? { id, type, slug, name, readOnly: true } : { id, type, slug, name });
    }
  }, [entity, choose, id, type, slug, name, readOnly]);

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      {readOnly ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
        >
          <Eye aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <strong>Read-only view.</strong> You’re seeing {settings.name}’s dashboard as a platform admin, not as one of its members:
            nothing here changes it.{' '}
            <Link
              to={type === 'venue' ? '/dash/admin/venues/$id' : '/dash/admin/suppliers/$id'}
              params={{ id }}
              className="font-medium underline underline-offset-2"
            >
              Open its admin page
            </Link>{' '}
            to act on it.
          </p>
        </div>
      ) : null}
      {settings.status === 'suspended' ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
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
    </ReadOnlyContext.Provider>
  );
}

/** The dashboard's not-found view: someone else's organisation gets the no-access page, an unknown page Not Found. */
export function DashboardNotFound({ data, what }: NotFoundRouteProps & { what: 'venue' | 'supplier' | null }) {
  if (data === NO_ACCESS) {
    return (
      <NoAccess
        reason={`This ${what ?? 'organisation'} doesn’t exist, or you’re not one of its members. Ask one of its owners to invite you.`}
      />
    );
  }
  return <NotFound />;
}
