import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api-client';

const AnyAnswer = z.unknown();

/**
 * Whether the signed-in user is a platform admin (PRODUCT.md §3). No token claim or profile field says so, so
 * the app asks the admin API itself: a one-row page of the admin venue list opens for admins only, and
 * 403/404 means "not an admin" (docs/decisions/0018).
 */
export async function getIsPlatformAdmin(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiGet('/api/admin/venues', AnyAnswer, { query: { pageSize: 1 }, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
}

export const platformAdminQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'platform-admin'],
    queryFn: ({ signal }) => getIsPlatformAdmin(signal),
    // it changes only when someone edits the profile in the database; a sign-out clears the cache anyway
    staleTime: 5 * 60_000,
  });

/** false until known, so nothing admin-only flashes up for everyone else. */
export function useIsPlatformAdmin(userId: string | undefined): boolean {
  const { data } = useQuery({ ...platformAdminQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return data === true;
}
