import type { MenuEntry } from '@tapline/contracts';

// How a tap list line reads wherever it is shown (the venue page, the board, the table card, the embed): the same
// words in the same order, so a drinker reading the TV finds the same line on the table card.

/** "Style · 5.2%": what a drinker scans for after the name (either part may be missing). */
function styleAndAbv(entry: Pick<MenuEntry, 'style' | 'abv'>): string {
  return [entry.style, entry.abv !== null ? `${entry.abv.toFixed(1)}%` : null].filter(Boolean).join(' · ');
}

/** "Producer · Style · 5.2%": the line under a beer's name. */
export function entryDetails(entry: Pick<MenuEntry, 'producer' | 'style' | 'abv'>): string {
  return [entry.producer, styleAndAbv(entry)].filter(Boolean).join(' · ');
}
