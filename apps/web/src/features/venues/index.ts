// The venues feature's public surface: other features import these, never its files (CONVENTIONS §11).
export { OpeningHours } from './components/opening-hours';
export { venueKindLabel } from './venue-kind';
export { venueMenuQueryOptions } from './api/get-venue-menu';
