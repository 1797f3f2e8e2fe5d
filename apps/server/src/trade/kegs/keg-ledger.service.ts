import type { Database } from '@tapline/db';
import { eventVersion, publishRealtime } from '../../platform';
import {
  appendDeliveredOnce,
  countWaitingEmpties,
  findSkuKegType,
  insertEmpties,
  kegBalances,
  listOrderKegs,
  lockPair,
  markOldestEmpties,
} from './keg-ledger.queries';

// The keg ledger's writes inside other work's transactions (docs/domain.md, Kegs; decision 0176): a delivered order's
// kegs, a kicked keg's empty, and what a collection or an adjustment needs: the pair locked with its balances, and its
// oldest empties marked gone. Every write of a pair's ledger or empties takes the pair's lock first.

/** What a venue holds of one of a supplier's keg types, read under the pair's lock. */
export interface KegPairHolding {
  kegTypeId: string;
  /** the ledger's sum */
  balance: number;
  /** empties the venue has waiting to go back (never more than the balance) */
  emptiesWaiting: number;
}

/**
 * Locks the supplier–venue pair until the transaction ends, for a change of its kegs: both organisations' open pages
 * hear `kegs.changed` when the transaction commits (and nothing when it rolls back). Every keg write takes it first.
 */
export async function lockPairForChange(tx: Database, supplierId: string, venueId: string): Promise<void> {
  await lockPair(tx, supplierId, venueId);
  await publishRealtime(tx, [
    { type: 'kegs.changed', organisationIds: [supplierId, venueId], supplierId, venueId, version: eventVersion() },
  ]);
}

/**
 * Locks the supplier–venue pair until the transaction ends (lockPairForChange) and answers its balance and empties waiting per keg type
 * (the types with a ledger entry or an empty waiting). A collection, an adjustment or empties declared check their
 * counts against this and write before the transaction ends, so two at once can't both spend the same kegs.
 */
export async function lockKegPair(tx: Database, supplierId: string, venueId: string): Promise<KegPairHolding[]> {
  await lockPairForChange(tx, supplierId, venueId);
  const [balances, empties] = await Promise.all([
    kegBalances(tx, { supplierId, venueId }),
    countWaitingEmpties(tx, { supplierId, venueId }),
  ]);
  const holdings = new Map<string, KegPairHolding>();
  for (const row of balances) holdings.set(row.kegTypeId, { kegTypeId: row.kegTypeId, balance: row.balance, emptiesWaiting: 0 });
  for (const row of empties) {
    const holding = holdings.get(row.kegTypeId) ?? { kegTypeId: row.kegTypeId, balance: 0, emptiesWaiting: 0 };
    holding.emptiesWaiting = row.waiting;
    holdings.set(row.kegTypeId, holding);
  }
  return [...holdings.values()];
}

/**
 * Marks the venue's empties of each type as collected by `collectionId`, oldest first, at most `qty` of each (fewer
 * when fewer wait); answers how many of each it marked. The caller holds the pair's lock (lockKegPair) and writes the
 * ledger's `returned` entries itself: the ledger follows what was collected, the empties what was waiting.
 */
export async function markEmptiesCollected(
  tx: Database,
  pair: { supplierId: string; venueId: string },
  collectionId: string | null,
  counts: readonly { kegTypeId: string; qty: number }[],
  at = new Date(),
): Promise<{ kegTypeId: string; marked: number }[]> {
  const marked: { kegTypeId: string; marked: number }[] = [];
  for (const count of counts) {
    const done = await markOldestEmpties(tx, { ...pair, kegTypeId: count.kegTypeId }, count.qty, { collectionId, at });
    marked.push({ kegTypeId: count.kegTypeId, marked: done });
  }
  return marked;
}

/**
 * After the pair's ledger went down (a write-off, an adjustment, a return), empties beyond the balance are cleared,
 * oldest first: a venue can't have more empties of a supplier's kegs waiting than it holds. Under the pair's lock.
 */
export async function clearEmptiesBeyondBalance(tx: Database, supplierId: string, venueId: string, at = new Date()) {
  const holdings = await lockKegPair(tx, supplierId, venueId);
  const beyond = holdings
    .filter((holding) => holding.emptiesWaiting > Math.max(holding.balance, 0))
    .map((holding) => ({ kegTypeId: holding.kegTypeId, qty: holding.emptiesWaiting - Math.max(holding.balance, 0) }));
  if (beyond.length > 0) await markEmptiesCollected(tx, { supplierId, venueId }, null, beyond, at);
}

/**
 * A supplier order reached `delivered`: one `delivered` entry per keg type its lines bring (qty delivered × kegs per
 * unit, pool kegs too), in the step's transaction; once per order and type, whatever calls it again.
 */
export async function recordKegsDelivered(
  tx: Database,
  order: { supplierOrderId: string; supplierId: string; venueId: string; actorId: string | null },
): Promise<number> {
  const kegs = await listOrderKegs(tx, order.supplierOrderId);
  if (kegs.length === 0) return 0;
  await lockPairForChange(tx, order.supplierId, order.venueId);
  return appendDeliveredOnce(
    tx,
    kegs.map((row) => ({
      supplierId: order.supplierId,
      venueId: order.venueId,
      kegTypeId: row.kegTypeId,
      delta: row.kegs,
      reason: 'delivered' as const,
      supplierOrderId: order.supplierOrderId,
      actorId: order.actorId,
    })),
  );
}

/**
 * A keg kicked on the On Tap page, in the kick's transaction: when its SKU comes in a keg type, the venue has an empty
 * of the type's supplier waiting to go back. Only while the venue holds more of the type than it has empties waiting:
 * a keg the ledger doesn't know of (bought before it counted) is no empty of the supplier's. Answers whether it wrote one.
 */
export async function recordKickedKeg(
  tx: Database,
  kick: { venueId: string; onTapEntryId: string; skuId: string | null },
  at = new Date(),
) {
  if (!kick.skuId) return false;
  const keg = await findSkuKegType(tx, kick.skuId);
  if (!keg) return false;
  const holding = (await lockKegPair(tx, keg.supplierId, kick.venueId)).find((row) => row.kegTypeId === keg.kegTypeId);
  if (!holding || holding.emptiesWaiting >= holding.balance) return false;
  const written = await insertEmpties(tx, [
    { venueId: kick.venueId, supplierId: keg.supplierId, kegTypeId: keg.kegTypeId, onTapEntryId: kick.onTapEntryId, emptiedAt: at },
  ]);
  return written > 0;
}
