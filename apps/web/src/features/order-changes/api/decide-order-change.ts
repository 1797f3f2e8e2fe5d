import { OrderChange, type OrderChangeInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiRequest } from '@/lib/api-client';

/** POST /api/supplier-orders/{id}/changes (the supplier); the order and its changes refetch. */
export function useProposeOrderChange(supplierOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderChangeInput) =>
      apiRequest('POST', `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/changes`, import.meta.env.DEV ? OrderChange : false, {
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /api/order-changes/{id}/{accept|decline|withdraw}; the order and its changes refetch. */
export function useDecideOrderChange(changeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'decline' | 'withdraw') =>
      apiRequest('POST', `/api/order-changes/${encodeURIComponent(changeId)}/${decision}`, import.meta.env.DEV ? OrderChange : false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
