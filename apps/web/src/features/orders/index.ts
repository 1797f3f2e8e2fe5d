// The orders feature's public surface for other features (routes may import its files directly).
export { orderKeys } from './api/order-keys';
export { orderQueryOptions, venueOrdersQueryOptions } from './api/get-orders';
export { OrderStatusChip } from './components/order-status-chip';
