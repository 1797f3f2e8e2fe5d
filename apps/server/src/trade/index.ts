export { cartRoutes } from './cart/cart.routes';
export { onTapRoutes } from './on-tap/on-tap.routes';
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
export { standingOrdersRoutes } from './standing-orders/standing-orders.routes';
export { standingQueues, startStandingOrders } from './standing-orders/standing-scheduler.service';
export { supplierCalendarRoutes } from './standing-orders/supplier-calendar.routes';
export { venuesRoutes } from './venues/venues.routes';
export { getVenue, getVenueMenu, listVenues, listVenuesPouringProduct } from './venues/venues.service';
