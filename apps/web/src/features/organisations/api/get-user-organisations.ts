import { UserOrganisationList, type UserOrganisation } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The venues and suppliers a user belongs to, each with their role (GET /api/users/{id}/venues and …/suppliers). */
async function getUserOrganisations(userId: string, signal?: AbortSignal): Promise<UserOrganisation[]> {
  const id = encodeURIComponent(userId);
  const [venues, suppliers] = await Promise.all([
    apiGet(`/api/users/${id}/venues`, import.meta.env.DEV ? UserOrganisationList : false, { signal }),
    apiGet(`/api/users/${id}/suppliers`, import.meta.env.DEV ? UserOrganisationList : false, { signal }),
  ]);
  return [...venues.items, ...suppliers.items];
}

export const userOrganisationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['me', userId, 'organisations'], queryFn: ({ signal }) => getUserOrganisations(userId, signal) });
