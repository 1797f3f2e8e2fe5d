// The venues feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { OpeningHours } from './components/opening-hours';
export { venueKindLabel } from './venue-kind';
export { useLiveVenueMenu, useVenueMenu, venueMenuQueryOptions } from './api/get-venue-menu';
export { NextOnList, OnTapBoard } from './components/on-tap-board';
export { embedSnippet } from './embed-options';
