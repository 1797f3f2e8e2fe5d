import { getTableName, sql, type AnyColumn } from 'drizzle-orm';
import { onTapEntries } from '@tapline/db';

// What "on tap" means to every reader outside the On Tap editor (decision 0110): an entry pouring now. A "next"
// entry is announced, not poured; a kicked one is history.

/** The entry pours now: not kicked, not only announced. */
export const pouringNow = sql`(${onTapEntries.kickedAt} is null and ${onTapEntries.status} = 'pouring')`;

/** The same, for a raw subquery over `on_tap_entries` under the alias `alias`. */
export function pouringNowAs(alias: string) {
  const table = sql.identifier(alias);
  return sql`(${table}.kicked_at is null and ${table}.status = 'pouring')`;
}

/**
 * How many taps a venue pours now: the one count (decision 0110) that the dashboard, the directory and the venue
 * page's description show, and that the On Tap page and the public menu list (`pouringNow`): guest beers, taps
 * without a number and beers no longer listed included.
 */
export function pouringCountOf(venueId: AnyColumn) {
  // named with its table: drizzle writes a lone table's columns bare, and a bare "id" here would be the entry's
  const outer = sql`${sql.identifier(getTableName(venueId.table))}.${sql.identifier(venueId.name)}`;
  return sql<number>`(select count(*) from ${onTapEntries} ot where ot.venue_id = ${outer} and ${pouringNowAs('ot')})`.mapWith(Number);
}
