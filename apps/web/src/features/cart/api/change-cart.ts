import { Cart, type SubstitutionPreference } from '@tapline/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orgKeys } from '@/features/organisations';
import { apiCommand, apiRequest } from '@/lib/api-client';
import { cartKeys, MISSING_ID_MESSAGE } from './get-cart';

/** The toast for a refused change, loaded only when one happens (the public pages never load the toaster). */
async function toastError(message: string) {
  const { default: toast } = await import('react-hot-toast');
  toast.error(message);
}

/** After any cart change: the venue overview's cart summary follows. */
function settle(queryClient: QueryClient, userId: string | undefined, venueId: string) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId, venueId) });
  void queryClient.invalidateQueries({ queryKey: orgKeys.overview(venueId) });
}

interface AddInput {
  skuId: string;
  qty: number;
  /** for the toast: what was added */
  label: string;
}

/**
 * POST /api/cart/items. Optimistic: the badge counts a new line at once, and goes back (with a toast saying why)
 * when the server refuses (optimistic where it is safe, with rollback: docs/ui.md, States and feedback).
 */
export function useAddToCart(userId: string | undefined, venueId: string) {
  const queryClient = useQueryClient();
  const key = cartKeys.cart(userId, venueId);
  return useMutation({
    mutationFn: ({ skuId, qty }: AddInput) => {
      if (!userId) return Promise.reject(new Error(MISSING_ID_MESSAGE));
      return apiRequest('POST', '/api/cart/items', import.meta.env.DEV ? Cart : false, { body: { venueId, skuId, qty } });
    },
    onMutate: async ({ skuId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous && !previous.groups.some((group) => group.lines.some((line) => line.skuId === skuId))) {
        queryClient.setQueryData<Cart>(key, { ...previous, lineCount: previous.lineCount + 1 });
      }
      return { previous };
    },
    onError: (error, input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void toastError(`${input.label} wasn’t added: ${error.message}`);
    },
    onSuccess: async (cart, input) => {
      queryClient.setQueryData(key, cart);
      const { default: toast } = await import('react-hot-toast');
      // the add can't be refused for stock (stock moves while a cart waits), but it says so when the line is now over it
      const line = cart.groups.flatMap((group) => group.lines).find((candidate) => candidate.skuId === input.skuId);
      if (line?.problem?.reason === 'not_enough_stock')
        toast(`Added ${input.qty} × ${input.label}: ${line.problem.message}, and your cart has ${line.qty}`, { icon: '⚠️' });
      else toast.success(`Added ${input.qty} × ${input.label}`);
    },
    onSettled: () => settle(queryClient, userId, venueId),
  });
}

/** PUT /api/cart/items/{id}: a line's new qty; the answer is the whole cart. */
export function useSetCartQty(userId: string | undefined, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, qty }: { itemId: string; qty: number }) =>
      apiRequest('PUT', `/api/cart/items/${encodeURIComponent(itemId)}`, import.meta.env.DEV ? Cart : false, { body: { qty } }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart(userId, venueId), cart),
    onError: (error) => void toastError(`The quantity wasn’t changed: ${error.message}`),
    onSettled: () => settle(queryClient, userId, venueId),
  });
}

/** PUT /api/cart/items/{id}: a line's substitution preference (decision 0182); the answer is the whole cart. */
export function useSetCartPreference(userId: string | undefined, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, substitutionPreference }: { itemId: string; substitutionPreference: SubstitutionPreference }) =>
      apiRequest('PUT', `/api/cart/items/${encodeURIComponent(itemId)}`, import.meta.env.DEV ? Cart : false, {
        body: { substitutionPreference },
      }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart(userId, venueId), cart),
    onError: (error) => void toastError(`The substitution preference wasn’t changed: ${error.message}`),
    onSettled: () => settle(queryClient, userId, venueId),
  });
}

/** DELETE /api/cart/items/{id}. */
export function useRemoveCartLine(userId: string | undefined, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiCommand('DELETE', `/api/cart/items/${encodeURIComponent(itemId)}`),
    onError: (error) => void toastError(`The line wasn’t removed: ${error.message}`),
    onSettled: () => settle(queryClient, userId, venueId),
  });
}
