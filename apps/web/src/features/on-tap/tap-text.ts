import type { MenuEntry, OnTapAvailability, OnTapEntry } from '@tapline/contracts';

/** "Tue 3 Dec" in the venue's time zone (docs/ui.md, Dates, money and numbers), with the year when it isn't this year's. */
export function formatDay(iso: string, timeZone: string, now = new Date()): string {
  const date = new Date(iso);
  const year = (value: Date) => new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone }).format(value);
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  return year(date) === year(now) ? day : `${day} ${year(date)}`;
}

/** "Hazy IPA · 6.5%": what the row says under the producer, empty parts left out. */
export function styleLine(entry: Pick<MenuEntry, 'style' | 'abv'>): string {
  return [entry.style || null, entry.abv !== null ? `${entry.abv.toFixed(1)}%` : null].filter(Boolean).join(' · ');
}

/** Why a poured product no longer shows as listed (it can still be poured; the editor says so). */
export const AVAILABILITY_NOTICE: Record<Exclude<OnTapAvailability, 'listed'>, string> = {
  product_archived: 'Supplier no longer lists this',
  supplier_archived: 'Supplier no longer lists this (the supplier has left Tapline)',
  supplier_suspended: 'Supplier no longer lists this (the supplier is suspended)',
};

/** The public line of an entry: what the board preview shows (the management fields stay in the editor). */
export function menuEntryOf(entry: OnTapEntry): MenuEntry {
  const { id, status, tapNumber, name, producer, style, abv, imageUrl, product, servingSizes, note, since } = entry;
  return { id, status, tapNumber, name, producer, style, abv, imageUrl, product, servingSizes, note, since };
}
