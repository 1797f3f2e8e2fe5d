import { sql } from 'drizzle-orm';
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
