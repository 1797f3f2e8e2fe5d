// The venues feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { OpeningHours } from './components/opening-hours';
export { venueKindLabel } from './venue-kind';
export { useLiveVenueMenu, useVenueMenu, venueMenuQueryOptions } from './api/get-venue-menu';
export { NextOnList, OnTapBoard } from './components/on-tap-board';
export { embedSnippet, parseEmbedSearch } from './embed-options';
export { MenuEmbed } from './components/menu-embed';
export { TableCard } from './components/table-card';
export { CARD_SIZES, parsePrintSearch, parseBoardSearch } from './menu-search';
export { TapBoardScreen } from './components/tap-board-screen';
