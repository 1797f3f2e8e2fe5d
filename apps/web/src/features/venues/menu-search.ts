import { urlChoice, type UrlSearchInput } from '@/lib/url-search';

// The board's and the table card's URL search, read by hand (decision 0087). Kept apart from their components:
// a route's `validateSearch` is in the main chunk every page loads, and whatever module it imports goes with it.

const BOARD_THEMES = ['dark', 'light'] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

export const CARD_SIZES = ['a4', 'a5'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** `?theme=light` for a bright room; dark (the default) for a TV in a dim bar. */
export function parseBoardSearch(search: UrlSearchInput): { theme?: BoardTheme } {
  const theme = urlChoice(search.theme, BOARD_THEMES);
  return theme ? { theme } : {};
}

/** `?size=a5` for a card on the table; A4 is the default. */
export function parsePrintSearch(search: UrlSearchInput): { size?: CardSize } {
  const size = urlChoice(search.size, CARD_SIZES);
  return size ? { size } : {};
}
