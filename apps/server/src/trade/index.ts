export { approvalsRoutes } from './approvals/approvals.routes';
export { setVenuePaymentTerms } from './accounts/trade-account-changes.service';
export { onDeliveryUntilApproved } from './accounts/trade-accounts.service';
export { tradeAccountsRoutes } from './accounts/trade-accounts.routes';
export { cartRoutes } from './cart/cart.routes';
export { deliveryZonesRoutes } from './delivery-zones/delivery-zones.routes';
export { guidesRoutes } from './guides/guides.routes';
export { type CollectedKegs, type KegDepositRefunder } from './kegs/keg-collection-record.service';
export { kegCollectionsRoutes } from './kegs/keg-collections.routes';
export { kegsRoutes } from './kegs/kegs.routes';
export { orderMessageDigestQueues, startOrderMessageDigest } from './order-messages/order-message-digest.service';
export { orderMessagesRoutes } from './order-messages/order-messages.routes';
export { onTapRoutes } from './on-tap/on-tap.routes';
export { orderChangeQueues, startOrderChangeExpiry } from './orders/changes/order-change-expiry';
export { orderChangesRoutes } from './orders/changes/order-changes.routes';
export { checkoutRoutes } from './orders/checkout/checkout.routes';
export { idempotencyCleanupQueues, startIdempotencyCleanup } from './orders/checkout/idempotency-cleanup';
export {
  markSupplierOrderPaid,
  markSupplierOrderPartPaid,
  type FollowedStep,
  type OrderStepFollower,
} from './orders/order-lifecycle.service';
export { findSupplierOrderParties, listOrderLinesOf, requireSupplierOrderSide } from './orders/order-reads.service';
export { ordersRoutes } from './orders/orders.routes';
export { latestSupplierOrders, latestVenueOrders } from './orders/orders.service';
export { overviewRoutes } from './overview/overview.routes';
export { pickListsRoutes } from './pick-lists/pick-lists.routes';
export { runSheetsRoutes } from './run-sheets/run-sheets.routes';
export { standingOrdersRoutes } from './standing-orders/standing-orders.routes';
export { standingQueues, startStandingOrders } from './standing-orders/standing-scheduler.service';
export { supplierCalendarRoutes } from './standing-orders/supplier-calendar.routes';
export { venuesRoutes } from './venues/venues.routes';
export { getVenue, getVenueMenu, listVenues, listVenuesPouringProduct } from './venues/venues.service';
export { csvExporter, type Exporter, exportOrderLinesCsv, exportOrdersCsv } from './order-exports/order-exports.service';
