/** One key factory for orders (docs/conventions.md, Query keys and identity); lists under the organisation's UUID, one order under its own. */
export const orderKeys = {
  all: ['orders'] as const,
  venueList: (venueId: string, search: object) => [...orderKeys.all, 'venue', venueId, search] as const,
  supplierList: (supplierId: string, search: object) => [...orderKeys.all, 'supplier', supplierId, search] as const,
  order: (orderId: string) => [...orderKeys.all, 'order', orderId] as const,
  supplierOrder: (supplierOrderId: string) => [...orderKeys.all, 'supplier-order', supplierOrderId] as const,
  servedVenues: (supplierId: string) => [...orderKeys.all, 'served-venues', supplierId] as const,
};
