// The insight feature's public surface (issue 39): supplier analytics and venue spend; routes import these only.
export { supplierAnalyticsQueryOptions, venueSpendQueryOptions } from './api/get-insight';
export { insightSearch } from './insight-search';
export { PeriodBody } from './components/period-body';
export { SupplierAnalyticsView } from './components/supplier-analytics-view';
export { VenueSpendView } from './components/venue-spend-view';
