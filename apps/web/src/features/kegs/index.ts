// The keg ledger's screens (docs/ui.md, Kegs; decision 0176): routes import these, never its files (docs/conventions.md, Boundaries).
export { kegKeys } from './api/keg-keys';
export { kegEntriesQueryOptions, kegStatementQueryOptions, supplierKegsQueryOptions, venueKegsQueryOptions } from './api/get-kegs';
export { KegsTabs } from './components/kegs-tabs';
export { SupplierKegsView } from './components/supplier-kegs-view';
export { VenueKegsView } from './components/venue-kegs-view';
export { KegEntriesTable } from './components/keg-entries-table';
export { KegStatementView } from './components/keg-statement-view';
