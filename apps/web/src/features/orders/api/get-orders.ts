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
import type { z } from 'zod';
import { type AnswerContract, apiGet } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export interface VenueOrderSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** only orders with messages the organisation hasn't read */
  unread?: true | undefined;
  page?: number | undefined;
}

export interface SupplierOrderSearch {
  status?: SupplierOrderStatus | undefined;
  venueId?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** only orders with messages the organisation hasn't read */
  unread?: true | undefined;
  page?: number | undefined;
}

// orders move while a page is open (the other side acts): fresh when someone comes back to it
const moving = { staleTime: 15_000, refetchOnWindowFocus: true } as const;

/** GET /api/{venues|suppliers}/{id}/orders: a page of the organisation's orders, as searched. */
function orderListQueryOptions<T extends z.ZodType>(side: 'venue' | 'supplier', id: string, search: object, answer: AnswerContract<T>) {
  return queryOptions({
    queryKey: side === 'venue' ? orderKeys.venueList(id, search) : orderKeys.supplierList(id, search),
    queryFn: ({ signal }) => apiGet(`/api/${side}s/${id}/orders`, answer, { query: { ...search }, signal }),
    ...moving,
  });
}

/** A venue's orders. */
export const venueOrdersQueryOptions = (venueId: string, search: VenueOrderSearch) =>
  orderListQueryOptions('venue', venueId, search, import.meta.env.DEV ? VenueOrderList : false);

/** Orders In, with each status's count. */
export const supplierOrdersQueryOptions = (supplierId: string, search: SupplierOrderSearch) =>
  orderListQueryOptions('supplier', supplierId, search, import.meta.env.DEV ? SupplierOrderList : false);

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
