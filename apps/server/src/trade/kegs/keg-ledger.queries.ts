import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { kegEmpties, kegLedger, kegTypes, orderLines, skus, supplierKegSettings, type Database } from '@tapline/db';

// The keg ledger (issue 37): append-only; a venue's balance of a supplier's keg type is the sum of its entries. The
// writes of one supplier–venue pair (its ledger and its empties) hold the pair's lock (docs/domain.md, Kegs).

export type KegLedgerInsert = typeof kegLedger.$inferInsert;

/** A supplier's promises when it set none (supplier_keg_settings' defaults). */
export const DEFAULT_PROMISES = { collectionPromiseDays: 7, kegOutDays: 60 } as const;

/** Appends entries (in the caller's transaction); nothing is ever updated or deleted (a trigger refuses it). */
export async function appendKegEntries(tx: Database, entries: readonly KegLedgerInsert[]) {
  if (entries.length === 0) return [];
  return tx
    .insert(kegLedger)
    .values([...entries])
    .returning({ id: kegLedger.id });
}

/** Balances per supplier, venue and keg type: the sum of the ledger, for one supplier, one venue or one pair. */
export async function kegBalances(db: Database, where: { supplierId?: string; venueId?: string }) {
  const conditions: SQL[] = [];
  if (where.supplierId) conditions.push(eq(kegLedger.supplierId, where.supplierId));
  if (where.venueId) conditions.push(eq(kegLedger.venueId, where.venueId));
  return db
    .select({
      supplierId: kegLedger.supplierId,
      venueId: kegLedger.venueId,
      kegTypeId: kegLedger.kegTypeId,
      balance: sql<number>`sum(${kegLedger.delta})::int`,
    })
    .from(kegLedger)
    .where(and(...conditions))
    .groupBy(kegLedger.supplierId, kegLedger.venueId, kegLedger.kegTypeId);
}

/**
 * The pair's lock, until the transaction ends: every write of the pair's ledger or empties takes it first (a delivery,
 * a kick, empties declared, an adjustment, a collection), so a check of its balance holds until the write.
 */
export async function lockPair(tx: Database, supplierId: string, venueId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`keg-pair:${supplierId}:${venueId}`}, 0))`);
}

/**
 * Empties waiting (not collected) per supplier, venue and keg type, for one supplier, one venue or one pair: how many,
 * since when, and how many longer than the supplier's collection promise at `now` (7 days when it set none).
 */
export async function countWaitingEmpties(db: Database, where: { supplierId?: string; venueId?: string }, now = new Date()) {
  const conditions: SQL[] = [isNull(kegEmpties.collectedAt)];
  if (where.supplierId) conditions.push(eq(kegEmpties.supplierId, where.supplierId));
  if (where.venueId) conditions.push(eq(kegEmpties.venueId, where.venueId));
  const promise = sql`coalesce(${supplierKegSettings.collectionPromiseDays}, ${DEFAULT_PROMISES.collectionPromiseDays})::int`;
  return db
    .select({
      supplierId: kegEmpties.supplierId,
      venueId: kegEmpties.venueId,
      kegTypeId: kegEmpties.kegTypeId,
      waiting: sql<number>`count(*)::int`,
      oldestEmptiedAt: sql<Date>`min(${kegEmpties.emptiedAt})`.mapWith(kegEmpties.emptiedAt),
      late: sql<number>`(count(*) filter (where ${kegEmpties.emptiedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${promise})))::int`,
    })
    .from(kegEmpties)
    .leftJoin(supplierKegSettings, eq(supplierKegSettings.supplierId, kegEmpties.supplierId))
    .where(and(...conditions))
    .groupBy(kegEmpties.supplierId, kegEmpties.venueId, kegEmpties.kegTypeId);
}

export async function insertEmpties(tx: Database, rows: readonly (typeof kegEmpties.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(kegEmpties)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: kegEmpties.id });
  return inserted.length;
}

/**
 * Marks the pair's `qty` oldest waiting empties of the keg type as gone (collected by `collectionId`, or cleared by a
 * ledger entry when it is null); answers how many it marked (fewer when fewer were waiting).
 */
export async function markOldestEmpties(
  tx: Database,
  pair: { supplierId: string; venueId: string; kegTypeId: string },
  qty: number,
  mark: { collectionId: string | null; at: Date },
) {
  if (qty <= 0) return 0;
  const oldest = tx
    .select({ id: kegEmpties.id })
    .from(kegEmpties)
    .where(
      and(
        eq(kegEmpties.supplierId, pair.supplierId),
        eq(kegEmpties.venueId, pair.venueId),
        eq(kegEmpties.kegTypeId, pair.kegTypeId),
        isNull(kegEmpties.collectedAt),
      ),
    )
    .orderBy(asc(kegEmpties.emptiedAt), asc(kegEmpties.createdAt), asc(kegEmpties.id))
    .limit(qty);
  const marked = await tx
    .update(kegEmpties)
    .set({ collectionId: mark.collectionId, collectedAt: mark.at })
    .where(inArray(kegEmpties.id, oldest))
    .returning({ id: kegEmpties.id });
  return marked.length;
}

/**
 * The kegs of each type an order's lines brought, at the qty delivered: qty × kegs per unit, pool kegs included. A line
 * snapshots its keg at checkout; one without (placed before its SKU named a keg type) counts in the SKU's keg type,
 * a keg per unit of its pack (decision 0176).
 */
export async function listOrderKegs(db: Database, supplierOrderId: string) {
  const kegTypeId = sql<string>`coalesce(${orderLines.kegTypeId}, ${skus.kegTypeId})`;
  const kegsPerUnit = sql`case when ${orderLines.kegTypeId} is not null then ${orderLines.kegsPerUnit} else ${skus.unitsPerPack} end`;
  return db
    .select({ kegTypeId, kegs: sql<number>`sum(${orderLines.qty} * ${kegsPerUnit})::int` })
    .from(orderLines)
    .leftJoin(skus, eq(skus.id, orderLines.skuId))
    .where(and(eq(orderLines.supplierOrderId, supplierOrderId), sql`${kegTypeId} is not null`))
    .groupBy(kegTypeId)
    .having(sql`sum(${orderLines.qty} * ${kegsPerUnit}) > 0`);
}

/** An order's delivered entries, once per keg type (keg_ledger_delivered_once): a second delivery adds nothing. */
export async function appendDeliveredOnce(tx: Database, entries: readonly KegLedgerInsert[]) {
  if (entries.length === 0) return 0;
  const inserted = await tx
    .insert(kegLedger)
    .values([...entries])
    .onConflictDoNothing({ target: [kegLedger.supplierOrderId, kegLedger.kegTypeId], where: sql`reason = 'delivered'` })
    .returning({ id: kegLedger.id });
  return inserted.length;
}

/** The keg type a SKU comes in, with the type's supplier; undefined when the SKU is not a keg. */
export async function findSkuKegType(db: Database, skuId: string) {
  const [row] = await db
    .select({ kegTypeId: kegTypes.id, supplierId: kegTypes.supplierId })
    .from(skus)
    .innerJoin(kegTypes, eq(kegTypes.id, skus.kegTypeId))
    .where(eq(skus.id, skuId));
  return row;
}
