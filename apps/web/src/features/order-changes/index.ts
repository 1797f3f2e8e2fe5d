// Order changes and substitutions (decision 0181): the routes import these, never the files.
export { SupplierOrderChanges } from './components/supplier-order-changes';
export { VenueOrderChanges } from './components/venue-order-changes';
