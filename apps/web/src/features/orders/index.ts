// The orders feature's public surface: other features and routes import these, never its files (docs/conventions.md, Boundaries).
export { orderKeys } from './api/order-keys';
export {
  orderQueryOptions,
  venueOrdersQueryOptions,
  supplierOrderQueryOptions,
  servedVenuesQueryOptions,
  supplierOrdersQueryOptions,
  type SupplierOrderSearch,
  type VenueOrderSearch,
} from './api/get-orders';
export { OrderStatusChip, PaidChip } from './components/order-status-chip';
export { endingLine } from './components/order-ending';
export { SupplierOrderView } from './components/supplier-order-view';
export { VenueOrderView } from './components/venue-order-view';
export { rememberedOrdersSearch, rememberOrdersSearch, type OrdersSearch } from './orders-list-search';
export { ShortcutsHelp } from './components/shortcuts-help';
export { RecentOrdersTable } from './components/recent-orders-table';
