import { Me } from '@tapline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The signed-in user as the business API sees them (GET /api/me), including the platform admin flag. */
function getMe(signal?: AbortSignal): Promise<Me> {
  return apiGet('/api/me', import.meta.env.DEV ? Me : false, { signal });
}

/** Whether the signed-in user is a platform admin (docs/domain.md, Roles and permissions; docs/decisions/0018). */
export const platformAdminQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'platform-admin'],
    queryFn: async ({ signal }) => (await getMe(signal)).isPlatformAdmin,
    // it changes only when someone edits the profile in the database; a sign-out clears the cache anyway
    staleTime: 5 * 60_000,
  });

/** false until known, so nothing admin-only flashes up for everyone else. */
export function useIsPlatformAdmin(userId: string | undefined): boolean {
  const { data } = useQuery({ ...platformAdminQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return data === true;
}
