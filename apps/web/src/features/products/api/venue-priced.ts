import { ApiError } from '@/lib/api-client';

/**
 * Reads with the acting venue's prices, or list prices when no venue acts. The API refuses `venueId` to anyone
 * who isn't signed in as its member (401/404, decision 0069): an active entity left from another session then
 * falls back to the list prices, which the screens label as such (`pricedFor` is null).
 */
export async function venuePriced<T>(
  venueId: string | null,
  read: (venueId: string | undefined) => Promise<T>,
): Promise<T & { pricedFor: string | null }> {
  if (venueId === null) return { ...(await read(undefined)), pricedFor: null };
  try {
    return { ...(await read(venueId)), pricedFor: venueId };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return { ...(await read(undefined)), pricedFor: null };
    throw error;
  }
}
