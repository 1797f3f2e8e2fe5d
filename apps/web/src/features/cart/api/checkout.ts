import { CheckoutRefusal, IDEMPOTENCY_KEY_HEADER, Order, type CheckoutInput, type CheckoutProblem } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { orgKeys } from '@/features/organisations';
import { ApiError, apiRequest } from '@/lib/api-client';
import { cartKeys, MISSING_ID_MESSAGE } from './get-cart';

/**
 * POST /api/users/{userId}/cart/checkout with an Idempotency-Key per attempt (decision 0106): the key is kept while
 * an attempt's answer is unknown (a timeout, a lost connection), so sending again can't place a second order, and
 * a new one is made once an answer came (an order, or a refusal that changed nothing).
 */
export function useCheckout(userId: string | undefined, venueId: string) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: (input: Omit<CheckoutInput, 'userId' | 'venueId'>) => {
      if (!userId) return Promise.reject(new Error(MISSING_ID_MESSAGE));
      attemptKey.current ??= crypto.randomUUID();
      return apiRequest('POST', `/api/users/${encodeURIComponent(userId)}/cart/checkout`, import.meta.env.DEV ? Order : false, {
        body: { ...input, userId, venueId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey.current },
      });
    },
    onSettled: (_order, error) => {
      // an answer came (not a timeout or lost connection, status 0, nor "still running", 409): the next attempt is a new one
      if (!(error instanceof ApiError) || (error.status !== 0 && error.status !== 409)) attemptKey.current = null;
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId, venueId) });
      void queryClient.invalidateQueries({ queryKey: orgKeys.all(venueId) });
    },
  });
}

/** The problems of a refused checkout (422 checkout_refused), each with its supplier and cart item. */
export function checkoutProblems(error: unknown): CheckoutProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'checkout_refused') return [];
  const parsed = CheckoutRefusal.safeParse(error.details);
  return parsed.success ? parsed.data.problems : [];
}
