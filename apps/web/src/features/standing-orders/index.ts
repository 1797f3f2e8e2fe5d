// The standing orders feature's public surface (issue 35): routes import these, never its files (docs/conventions.md, Boundaries).
export { standingOrdersQueryOptions, standingAgendaQueryOptions, standingOrderQueryOptions } from './api/get-standing-orders';
export { standingDemandQueryOptions, deliveryCalendarQueryOptions } from './api/supplier-calendar';
export { StandingOrderTable } from './components/standing-order-table';
export { OccurrenceAgenda } from './components/occurrence-agenda';
export { CreateStandingOrderForm, EditStandingOrderForm } from './components/standing-order-form';
export { StandingOrderView } from './components/standing-order-view';
export { StandingOrderActions } from './components/standing-order-actions';
export { StandingStatusChip } from './components/status-chips';
export { StandingDemandList } from './components/standing-demand-list';
export { DeliveryCalendarPanel } from './components/delivery-calendar-panel';
export { SupplierOrderStanding } from './components/make-standing-order-link';
export { loadStandingPrefill } from './prefill';
export { shortWeekdays, todayIn } from './schedule-words';
