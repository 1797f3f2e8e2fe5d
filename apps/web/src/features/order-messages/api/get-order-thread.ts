import { OrderMessageThread } from '@tapline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { orderMessageKeys } from './order-message-keys';

/** GET /api/supplier-orders/{id}/messages: the thread, kept fresh by the realtime channel's order.message events. */
export const orderThreadQueryOptions = (supplierOrderId: string) =>
  queryOptions({
    queryKey: orderMessageKeys.thread(supplierOrderId),
    queryFn: ({ signal }) =>
      apiGet(`/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/messages`, import.meta.env.DEV ? OrderMessageThread : false, {
        signal,
      }),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

export const useOrderThread = (supplierOrderId: string) => useQuery(orderThreadQueryOptions(supplierOrderId));
