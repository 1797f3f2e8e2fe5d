import { SupplierOrderAccounting } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

/** How often an order waiting on Xero is asked about again, while it is on screen. */
export const PENDING_POLL_MS = 4000;

/**
 * GET /api/supplier-orders/{id}/accounting: the caller's own organisation's invoice or bill for the order (the
 * supplier's to its people, the venue's to theirs), or null. Polled while a send is under way.
 */
export const orderAccountingQueryOptions = (supplierOrderId: string) =>
  queryOptions({
    queryKey: integrationKeys.orderAccounting(supplierOrderId),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/supplier-orders/${encodeURIComponent(supplierOrderId)}/accounting`,
        import.meta.env.DEV ? SupplierOrderAccounting : false,
        { signal },
      ),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.record?.state === 'pending' ? PENDING_POLL_MS : false),
  });
