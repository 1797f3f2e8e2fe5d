import { OrderMessageMarker } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiRequest } from '@/lib/api-client';
import { orderThreadQueryOptions } from './get-order-thread';

/** POST /api/supplier-orders/{id}/messages/read: the side has read the thread; its lists' unread badges go. */
export function useMarkOrderThreadRead(supplierOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        'POST',
        `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/messages/read`,
        import.meta.env.DEV ? OrderMessageMarker : false,
      ),
    onSuccess: (marker) =>
      queryClient.setQueryData(orderThreadQueryOptions(supplierOrderId).queryKey, (thread) => (thread ? { ...thread, marker } : thread)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
