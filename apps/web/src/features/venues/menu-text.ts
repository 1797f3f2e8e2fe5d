import type { MenuEntry, ServingSize } from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

// How a tap list line reads wherever it is shown (the venue page, the board, the table card, the embed): the same
// words in the same order, so a drinker reading the TV finds the same line on the table card.

/** "Style · 5.2%": what a drinker scans for after the name (either part may be missing). */
export function styleAndAbv(entry: Pick<MenuEntry, 'style' | 'abv'>): string {
  return [entry.style, entry.abv !== null ? `${entry.abv.toFixed(1)}%` : null].filter(Boolean).join(' · ');
}

/** "Schooner 425 mL": the size as the bar calls it, with its volume. */
export function sizeLabel(size: ServingSize): string {
  return `${size.label} ${size.volumeMl} mL`;
}

/** "Schooner $9.00" for screen readers and plain text (the visible one styles the parts). */
export function sizeText(size: ServingSize): string {
  return `${sizeLabel(size)} ${formatMoney(size.priceCents)}`;
}

/** "Tap 4", or undefined for an entry without a tap number (a "next on" beer, or a venue that doesn't number them). */
export function tapName(entry: Pick<MenuEntry, 'tapNumber'>): string | undefined {
  return entry.tapNumber === null ? undefined : `Tap ${entry.tapNumber}`;
}
