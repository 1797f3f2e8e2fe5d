import { ReorderResult, SupplierOrder, type AcceptInput, type SupplierOrderAction } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart';
import { orgKeys } from '@/features/organisations';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export interface StepInput {
  action: SupplierOrderAction;
  /** reject and cancel: the reason */
  reason?: string;
  /** accept and deliver: lines sent or delivered short */
  lines?: AcceptInput['lines'];
  /** accept: another of the supplier's delivery days */
  deliveryDate?: string | undefined;
}

/** POST /api/supplier-orders/{id}/{action}; every order list and overview then refetches. */
export function useOrderStep(supplierOrderId: string, organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason, lines, deliveryDate }: StepInput) =>
      apiRequest(
        'POST',
        `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/${action}`,
        import.meta.env.DEV ? SupplierOrder : false,
        {
          body:
            action === 'reject' || action === 'cancel'
              ? { reason }
              : action === 'accept'
                ? { lines, deliveryDate }
                : action === 'deliver'
                  ? { lines }
                  : {},
        },
      ),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.supplierOrder(supplierOrderId), order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: orgKeys.overview(organisationId) });
    },
  });
}

/** POST /api/orders/{id}/reorder: what could be ordered again goes into the caller's cart. */
export function useReorder(orderId: string, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/reorder`, import.meta.env.DEV ? ReorderResult : false),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orgKeys.overview(venueId) });
    },
  });
}
