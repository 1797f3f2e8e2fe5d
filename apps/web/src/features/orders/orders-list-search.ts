import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';

/** An orders list's search as its address keeps it (routes …/orders/index.tsx). */
export interface OrdersSearch {
  status?: OrderStatus | SupplierOrderStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Orders In only: one venue's orders */
  venueId?: string | undefined;
  /** only orders with messages the organisation hasn't read */
  unread?: true | undefined;
  page?: number | undefined;
}

// The list an order was opened from, per organisation, so the order page's "‹ Orders In" goes back to the same tab,
// filters and page (the browser's Back does too). In memory only: a reload of the order page goes back to the queue.
const lastSearches = new Map<string, OrdersSearch>();

export function rememberOrdersSearch(organisationId: string, search: OrdersSearch): void {
  lastSearches.set(organisationId, search);
}

export function rememberedOrdersSearch(organisationId: string): OrdersSearch {
  return lastSearches.get(organisationId) ?? {};
}
