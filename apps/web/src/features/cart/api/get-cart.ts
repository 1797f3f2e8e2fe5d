import { Cart } from '@tapline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One key factory for carts (docs/conventions.md, Query keys and identity): a person's cart at one venue. */
export const cartKeys = {
  all: ['cart'] as const,
  cart: (userId: string | undefined, venueId: string) => [...cartKeys.all, userId ?? '', venueId] as const,
};

/** A cart asked for without a user id is refused before any request, in the fixed words (docs/domain.md, Fixed texts). */
export const MISSING_ID_MESSAGE = 'ID is undefined';

/** GET /api/users/{userId}/cart?venueId=: the person's cart for the venue they act for, grouped by supplier. */
function getCart(userId: string | undefined, venueId: string, signal?: AbortSignal): Promise<Cart> {
  if (!userId) return Promise.reject(new Error(MISSING_ID_MESSAGE));
  return apiGet(`/api/users/${encodeURIComponent(userId)}/cart`, import.meta.env.DEV ? Cart : false, { query: { venueId }, signal });
}

function cartQueryOptions(userId: string | undefined, venueId: string) {
  return queryOptions({
    queryKey: cartKeys.cart(userId, venueId),
    queryFn: ({ signal }) => getCart(userId, venueId, signal),
    // prices, stock and delivery days move: fresh when someone comes back to it
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** The cart, while someone signed in acts for a venue (the header's badge, the cart page). */
export function useCart(userId: string | undefined, venueId: string | undefined) {
  return useQuery({ ...cartQueryOptions(userId, venueId ?? ''), enabled: Boolean(userId && venueId) });
}
