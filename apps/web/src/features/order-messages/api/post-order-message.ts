import { OrderMessageThread } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderThreadQueryOptions } from './get-order-thread';

/** POST /api/supplier-orders/{id}/messages: the answer is the thread with the message in it. */
export function usePostOrderMessage(supplierOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(
        'POST',
        `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/messages`,
        import.meta.env.DEV ? OrderMessageThread : false,
        { body: { body } },
      ),
    onSuccess: (thread) => queryClient.setQueryData(orderThreadQueryOptions(supplierOrderId).queryKey, thread),
  });
}
