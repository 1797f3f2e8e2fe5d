import { OnTapList } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { arrangeBy, type TapOrder } from '../tap-order';
import { onTapKeys } from './on-tap-keys';
import { settleOnTap, toast } from './settle-on-tap';

/**
 * The list as it will be once the server takes `order`: entries moved, each with its new list's status; a pouring
 * list whose beers or order changed is numbered 1…n in its new order, as the server numbers it (decision 0143).
 */
export function reordered(list: OnTapList, order: TapOrder): OnTapList {
  const all = [...list.pouring, ...list.next];
  const renumber = order.pouring.length !== list.pouring.length || order.pouring.some((id, index) => list.pouring[index]?.id !== id);
  return {
    ...list,
    pouring: arrangeBy(all, order.pouring).map((entry, position) => ({
      ...entry,
      status: 'pouring' as const,
      position,
      tapNumber: renumber ? position + 1 : entry.tapNumber,
    })),
    next: arrangeBy(all, order.next).map((entry, position) => ({ ...entry, status: 'next' as const, position })),
  };
}

/**
 * PUT /api/venues/{id}/available-at/order: the whole order at once, so a drop saves atomically. Optimistic (a drag
 * must land where it was dropped): the list moves at once and goes back, with a toast, when the server refuses.
 */
export function useReorderOnTap(venueId: string) {
  const queryClient = useQueryClient();
  const key = onTapKeys.list(venueId);
  return useMutation({
    mutationFn: (order: TapOrder) =>
      apiRequest('PUT', `/api/venues/${encodeURIComponent(venueId)}/available-at/order`, import.meta.env.DEV ? OnTapList : false, {
        body: order,
      }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OnTapList>(key);
      if (previous) queryClient.setQueryData<OnTapList>(key, reordered(previous, order));
      return { previous };
    },
    onError: (error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void toast('error', `The new order wasn’t saved: ${error.message}`);
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onSettled: () => settleOnTap(queryClient, venueId),
  });
}
