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
import { isNotFound } from '@/lib/api-client';
import { NO_ACCESS } from './components/organisation-dashboard';
import { loadOrganisationAccess } from './organisation-access';

/**
 * The UUID an address names. A member's own organisations are already known by slug and id; anything else
 * (a platform admin's visit, an old slug, a UUID typed in) is asked once, and the answer's settings are kept
 * under the UUID, never the slug.
 */
async function resolveOrganisationId(queryClient: QueryClient, userId: string, type: OrganisationType, idOrSlug: string) {
  const mine = await queryClient.ensureQueryData(userOrganisationsQueryOptions(userId));
  const member = mine.find(
    (organisation) => organisation.type === type && (organisation.slug === idOrSlug || organisation.id === idOrSlug),
  );
  if (member) return member.id;
  return queryClient.ensureQueryData({
    queryKey: orgKeys.reference(type, idOrSlug),
    queryFn: async ({ signal }) => {
      const settings = await getOrganisationSettings({ type, id: idOrSlug }, signal);
      queryClient.setQueryData(orgKeys.settings(settings.id), settings);
      return settings.id;
    },
    staleTime: Infinity,
  });
}

/**
 * The `beforeLoad` of /dash/$orgType/$orgId, the one parent of every dashboard page (docs/decisions/0024):
 * an unknown type is Not Found; someone else's organisation (the API answers 404) the no-access page; an
 * id or an old slug in the address is replaced by the current slug. Its children get `{ type, id }`.
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
  let settings;
  try {
    const id = await resolveOrganisationId(queryClient, userId, type, params.orgId);
    settings = await loadOrganisationAccess(queryClient, userId, { type, id });
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: NO_ACCESS });
    throw error;
  }
  if (params.orgId !== settings.slug) {
    const prefix = `/dash/${typeSegment(type)}/`;
    const rest = location.pathname.slice(prefix.length).split('/').slice(1).join('/');
    const search = location.searchStr ?? '';
    throw redirect({ href: `${prefix}${settings.slug}${rest ? `/${rest}` : ''}${search}`, replace: true });
  }
  return { type, id: settings.id };
}
