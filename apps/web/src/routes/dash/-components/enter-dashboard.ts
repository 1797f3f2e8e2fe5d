import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { prefetchDashboardWhenOpened } from '@/features/dashboard';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { platformAdminQueryOptions, readStoredEntity, storeActiveEntity, dashboardEntry } from '@/features/session';

/** What /dash's beforeLoad does (routes/dash/index.tsx), loaded only when someone opens /dash. */
export async function enterDashboard(context: { queryClient: QueryClient; session: Session }): Promise<never> {
  const raw = readStoredEntity();
  const organisations = await context.queryClient.ensureQueryData(userOrganisationsQueryOptions(context.session.user.id));
  const entry = dashboardEntry(raw, organisations);
  // a platform admin in no organisation, who has not opened one, has no dashboard of their own: Admin is theirs
  // (one they opened, the stored active entity, is kept)
  if (
    entry.kind === 'choose' &&
    organisations.length === 0 &&
    (await context.queryClient.ensureQueryData(platformAdminQueryOptions(context.session.user.id)))
  ) {
    throw redirect({ to: '/dash/admin', replace: true });
  }
  if (entry.kind === 'choose') throw redirect({ to: '/dash/profile/choose-entity', replace: true });
  if (entry.kind === 'member') {
    // the slug or name may have changed since it was chosen
    storeActiveEntity(entry.entity);
    // its settings and landing page asked now, beside the dashboard's scripts rather than after them
    prefetchDashboardWhenOpened(context.queryClient, context.session.user.id, { type: entry.entity.type, id: entry.entity.id });
    throw redirect({ href: entry.path, replace: true });
  }
  const isPlatformAdmin = await context.queryClient.ensureQueryData(platformAdminQueryOptions(context.session.user.id));
  if (isPlatformAdmin) throw redirect({ href: entry.path, replace: true });
  storeActiveEntity(null);
  throw redirect({ to: '/dash/profile/choose-entity', search: { left: entry.ref.name || entry.ref.slug }, replace: true });
}
