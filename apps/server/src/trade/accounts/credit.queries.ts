import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { supplierTradeSettings, tradeAccounts, type Database } from '@tapline/db';

// What checkout and the cart read of the venue's accounts with the suppliers of an order (decision 0170).

/** Each supplier's rule (accounts required) and the venue's account with it, if any; unlocked (the cart's read). */
export async function findCreditTermsOf(db: Database, venueId: string, supplierIds: readonly string[]) {
  if (supplierIds.length === 0) return [];
  return db
    .select({
      supplierId: sql<string>`supplier.id`,
      accountsRequired: sql<boolean>`coalesce(${supplierTradeSettings.accountsRequired}, false)`,
      accountStatus: tradeAccounts.status,
      creditLimitCents: tradeAccounts.creditLimitCents,
      holdReason: tradeAccounts.holdReason,
    })
    .from(sql`unnest(${sql.param([...supplierIds])}::uuid[]) as supplier(id)`)
    .leftJoin(supplierTradeSettings, sql`${supplierTradeSettings.supplierId} = supplier.id`)
    .leftJoin(tradeAccounts, and(sql`${tradeAccounts.supplierId} = supplier.id`, eq(tradeAccounts.venueId, venueId)));
}

/**
 * The venue's accounts with these suppliers, their rows locked until the transaction ends, one statement in the
 * suppliers' id order: two checkouts that share two suppliers take the locks in the same order, so neither waits on
 * the other's second while holding its first (the rows are locked as the sort hands them over).
 */
export async function lockTradeAccountsOf(tx: Database, venueId: string, supplierIds: readonly string[]) {
  if (supplierIds.length === 0) return [];
  return tx
    .select({
      supplierId: tradeAccounts.supplierId,
      status: tradeAccounts.status,
      creditLimitCents: tradeAccounts.creditLimitCents,
      holdReason: tradeAccounts.holdReason,
    })
    .from(tradeAccounts)
    .where(and(eq(tradeAccounts.venueId, venueId), inArray(tradeAccounts.supplierId, [...supplierIds])))
    .orderBy(asc(tradeAccounts.supplierId))
    .for('update');
}
