import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  getOrganisationSettings,
  userOrganisationsQueryOptions,
  orgKeys,
  parseTypeSegment,
  typeSegment,
  type OrganisationKey,
  type OrganisationType,
} from '@/features/organisations';
import { overdueInvoicesQueryOptions } from '@/features/invoices';
import { platformAdminQueryOptions } from '@/features/session';
import { isNotFound } from '@/lib/api-client';
import { supplierOverviewQueryOptions, venueOverviewQueryOptions } from './api/get-overview';
import { NO_ACCESS } from './components/organisation-dashboard';
import { loadOrganisationAccess } from './organisation-access';

/**
 * The UUID an address names, and whether it is a member organisation's current address. A member's own
 * organisations are already known by slug and id; anything else (a platform admin's visit, an old slug, a UUID typed
 * in) is asked once, and the answer's settings are kept under the UUID, never the slug.
 */
async function resolveOrganisationId(
  queryClient: QueryClient,
  userId: string,
  type: OrganisationType,
  idOrSlug: string,
): Promise<{ id: string; current: boolean }> {
  const mine = await queryClient.ensureQueryData(userOrganisationsQueryOptions(userId));
  const member = mine.find(
    (organisation) => organisation.type === type && (organisation.slug === idOrSlug || organisation.id === idOrSlug),
  );
  if (member) return { id: member.id, current: member.slug === idOrSlug };
  const id = await queryClient.ensureQueryData({
    queryKey: orgKeys.reference(type, idOrSlug),
    queryFn: async ({ signal }) => {
      const settings = await getOrganisationSettings({ type, id: idOrSlug }, signal);
      queryClient.setQueryData(orgKeys.settings(settings.id), settings);
      return settings.id;
    },
    staleTime: Infinity,
  });
  return { id, current: false };
}

/**
 * The landing page's answer, asked now rather than by the page's loader, which waits for the settings and for the
 * page's own script: on a phone each of those waits is a round trip (docs/performance.md, Page load).
 */
function prefetchLandingPage(queryClient: QueryClient, userId: string, organisation: OrganisationKey) {
  // the dashboard's menu asks whether they are a platform admin as it renders
  void queryClient.prefetchQuery(platformAdminQueryOptions(userId));
  if (organisation.type === 'venue') void queryClient.prefetchQuery(venueOverviewQueryOptions(organisation.id));
  else void queryClient.prefetchQuery(supplierOverviewQueryOptions(organisation.id));
  // "Needs attention" counts the overdue invoices: asked beside the overview, not after it
  void queryClient.prefetchQuery(overdueInvoicesQueryOptions(organisation));
}

/**
 * What /dash opens for a member, asked while it goes there: the organisation's settings and its landing page's
 * answer, side by side.
 */
export function prefetchDashboard(queryClient: QueryClient, userId: string, organisation: OrganisationKey) {
  void loadOrganisationAccess(queryClient, userId, organisation).catch(() => undefined);
  prefetchLandingPage(queryClient, userId, organisation);
}

/** The loader of /dash/$orgType/$orgId: what every dashboard page needs; someone else's organisation, the no-access page. */
export async function ensureOrganisationAccess(queryClient: QueryClient, userId: string, organisation: OrganisationKey) {
  try {
    await loadOrganisationAccess(queryClient, userId, organisation);
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: NO_ACCESS });
    throw error;
  }
}

/**
 * The `beforeLoad` of /dash/$orgType/$orgId, the one parent of every dashboard page (docs/decisions/0024):
 * an unknown type is Not Found; someone else's organisation (the API answers 404) the no-access page; an
 * id or an old slug in the address is replaced by the current slug. Its children get `{ type, id }`. A member's own
 * organisation at its current address needs no redirect: its settings are asked for and the route goes on, so the
 * pages' scripts and loaders start beside them (the route's loader, `ensureOrganisationAccess`, waits for them).
 */
export async function resolveDashboard({
  queryClient,
  userId,
  params,
  location,
}: {
  queryClient: QueryClient;
  userId: string;
  params: { orgType: string; orgId: string };
  location: ParsedLocation;
}): Promise<OrganisationKey> {
  const type = parseTypeSegment(params.orgType);
  if (!type) throw notFound();
  const prefix = `/dash/${typeSegment(type)}/`;
  const rest = location.pathname.slice(prefix.length).split('/').slice(1).join('/');
  let settings;
  try {
    const { id, current } = await resolveOrganisationId(queryClient, userId, type, params.orgId);
    if (!rest) prefetchLandingPage(queryClient, userId, { type, id });
    const access = loadOrganisationAccess(queryClient, userId, { type, id });
    if (current) {
      void access.catch(() => undefined);
      return { type, id };
    }
    settings = await access;
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: NO_ACCESS });
    throw error;
  }
  if (params.orgId !== settings.slug) {
    const search = location.searchStr ?? '';
    throw redirect({ href: `${prefix}${settings.slug}${rest ? `/${rest}` : ''}${search}`, replace: true });
  }
  return { type, id: settings.id };
}
