import type { Database } from '@tapline/db';
import { findExposures, type Exposure, type ExposurePair } from './exposure.queries';

// A venue's exposure to a supplier and what is left under its credit limit (decision 0170): checkout, the cart and
// the accounts' pages read it here.

export type { Exposure, ExposurePair };

/** The pair's exposure (one query). */
export async function exposureOf(db: Database, pair: ExposurePair): Promise<Exposure> {
  const [exposure] = await findExposures(db, [pair]);
  return exposure!;
}

/** Each pair's exposure, in the order given (one query for them all). */
export async function exposuresOf(db: Database, pairs: readonly ExposurePair[]): Promise<Exposure[]> {
  const rows = await findExposures(db, pairs);
  const byPair = new Map(rows.map((row) => [`${row.supplierId}:${row.venueId}`, row]));
  return pairs.map((pair) => byPair.get(`${pair.supplierId}:${pair.venueId}`)!);
}

/** What is left under the limit, never below 0; null = no limit. */
export function availableUnder(creditLimitCents: number | null, exposureCents: number): number | null {
  return creditLimitCents === null ? null : Math.max(creditLimitCents - exposureCents, 0);
}
