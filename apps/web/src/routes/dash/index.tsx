import { createFileRoute, redirect } from '@tanstack/react-router';
import { userOrganisationsQueryOptions } from '@/features/organisations/api/get-user-organisations';
import { platformAdminQueryOptions } from '@/features/session/api/get-platform-admin';
import { readStoredEntity, storeActiveEntity } from '@/features/session/active-entity-store';
import { dashboardEntry } from '@/features/session/dashboard-path';

/**
 * /dash opens the active entity's dashboard (spec §2): missing, unparsable, or lacking type or slug → choose
 * one, or open the only one there is (docs/decisions/0027); venue → /dash/venues/{slug}; supplier →
 * /dash/suppliers/{slug}. An organisation the user no longer belongs to is forgotten, except for platform
 * admins, who may open any organisation's dashboard.
 */
export const Route = createFileRoute('/dash/')({
  beforeLoad: async ({ context }) => {
    const raw = readStoredEntity();
    const organisations = await context.queryClient.ensureQueryData(userOrganisationsQueryOptions(context.session.user.id));
    const entry = dashboardEntry(raw, organisations);
    if (entry.kind === 'choose') throw redirect({ to: '/dash/profile/choose-entity', replace: true });
    if (entry.kind === 'member') {
      // the slug or name may have changed since it was chosen
      storeActiveEntity(entry.entity);
      throw redirect({ href: entry.path, replace: true });
    }
    const isPlatformAdmin = await context.queryClient.ensureQueryData(platformAdminQueryOptions(context.session.user.id));
    if (isPlatformAdmin) throw redirect({ href: entry.path, replace: true });
    storeActiveEntity(null);
    throw redirect({ to: '/dash/profile/choose-entity', search: { left: entry.ref.name || entry.ref.slug }, replace: true });
  },
});
