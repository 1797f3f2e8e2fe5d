import {
  Order,
  ServedVenueList,
  SupplierOrder,
  SupplierOrderList,
  VenueOrderList,
  type OrderStatus,
  type SupplierOrderStatus,
} from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export interface VenueOrderSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

export interface SupplierOrderSearch {
  status?: SupplierOrderStatus | undefined;
  venueId?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

// orders move while a page is open (the other side acts): fresh when someone comes back to it
const moving = { staleTime: 15_000, refetchOnWindowFocus: true } as const;

/** GET /api/venues/{id}/orders. */
export const venueOrdersQueryOptions = (venueId: string, search: VenueOrderSearch) =>
  queryOptions({
    queryKey: orderKeys.venueList(venueId, search),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${venueId}/orders`, import.meta.env.DEV ? VenueOrderList : false, { query: { ...search }, signal }),
    ...moving,
  });

/** GET /api/suppliers/{id}/orders: Orders In, with each status's count. */
export const supplierOrdersQueryOptions = (supplierId: string, search: SupplierOrderSearch) =>
  queryOptions({
    queryKey: orderKeys.supplierList(supplierId, search),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${supplierId}/orders`, import.meta.env.DEV ? SupplierOrderList : false, { query: { ...search }, signal }),
    ...moving,
  });

/** GET /api/orders/{id}: the whole order, as its venue sees it. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => apiGet(`/api/orders/${encodeURIComponent(orderId)}`, import.meta.env.DEV ? Order : false, { signal }),
    ...moving,
  });

/** GET /api/supplier-orders/{id}: the supplier's part of an order, with the steps the caller may take. */
export const supplierOrderQueryOptions = (supplierOrderId: string) =>
  queryOptions({
    queryKey: orderKeys.supplierOrder(supplierOrderId),
    queryFn: ({ signal }) =>
      apiGet(`/api/supplier-orders/${encodeURIComponent(supplierOrderId)}`, import.meta.env.DEV ? SupplierOrder : false, { signal }),
    ...moving,
  });

/** GET /api/suppliers/{id}/venues: the venues served. */
export const servedVenuesQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: orderKeys.servedVenues(supplierId),
    queryFn: ({ signal }) => apiGet(`/api/suppliers/${supplierId}/venues`, import.meta.env.DEV ? ServedVenueList : false, { signal }),
    ...moving,
  });
