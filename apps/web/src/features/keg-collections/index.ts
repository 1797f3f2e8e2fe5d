// Keg collections (issue 37): empties asked for by a venue, recorded by its supplier, with their deposit refunds. The
// routes import these, never its files (docs/conventions.md, Boundaries).
export {
  collectionKeys as kegCollectionKeys,
  kegCollectionHistoryQueryOptions,
  kegCollectionsToDoQueryOptions,
  venueKegCollectionsQueryOptions,
} from './api/keg-collections';
export { SupplierCollections } from './components/supplier-collections';
export { VenueCollections } from './components/venue-collections';
