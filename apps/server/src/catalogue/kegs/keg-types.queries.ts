import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { kegCollections, kegEmpties, kegLedger, kegTypes, orderLines, skus, supplierKegSettings, type Database } from '@tapline/db';

// A supplier's keg types and keg settings (docs/domain.md, Kegs; decision 0175).

/** A keg type's values as the table holds them. */
export interface KegTypeValues {
  name: string;
  litres: number;
  ownerKind: 'supplier' | 'pool';
  poolName: string | null;
  depositCents: number;
  depositTaxable: boolean;
}

const kegTypeColumns = {
  id: kegTypes.id,
  supplierId: kegTypes.supplierId,
  name: kegTypes.name,
  litres: kegTypes.litres,
  ownerKind: kegTypes.ownerKind,
  poolName: kegTypes.poolName,
  depositCents: kegTypes.depositCents,
  depositTaxable: kegTypes.depositTaxable,
  archivedAt: kegTypes.archivedAt,
  updatedAt: kegTypes.updatedAt,
  // spelt out: drizzle leaves a one-table select's columns unqualified, and a bare "id" would be the SKU's own
  skuCount: sql<number>`(select count(*) from ${skus} s where s.keg_type_id = keg_types.id)`.mapWith(Number),
};

export type KegTypeRow = Awaited<ReturnType<typeof listKegTypeRows>>[number];

/** The supplier's keg types (or the one named): unarchived first, then by name. */
export async function listKegTypeRows(db: Database, supplierId: string, kegTypeId?: string) {
  return db
    .select(kegTypeColumns)
    .from(kegTypes)
    .where(and(eq(kegTypes.supplierId, supplierId), kegTypeId ? eq(kegTypes.id, kegTypeId) : undefined))
    .orderBy(sql`${kegTypes.archivedAt} is not null`, asc(sql`lower(${kegTypes.name})`), asc(kegTypes.id));
}

export async function findKegTypeSupplier(db: Database, kegTypeId: string) {
  const [row] = await db.select({ supplierId: kegTypes.supplierId }).from(kegTypes).where(eq(kegTypes.id, kegTypeId));
  return row?.supplierId;
}

/** Whether another unarchived keg type of the supplier has the name (case-blind, as the unique index). */
export async function kegTypeNameTaken(db: Database, supplierId: string, name: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: kegTypes.id })
    .from(kegTypes)
    .where(
      and(
        eq(kegTypes.supplierId, supplierId),
        isNull(kegTypes.archivedAt),
        sql`lower(${kegTypes.name}) = lower(${name})`,
        exceptId ? ne(kegTypes.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertKegType(db: Database, supplierId: string, values: KegTypeValues): Promise<string> {
  const [row] = await db
    .insert(kegTypes)
    .values({ supplierId, ...values })
    .returning({ id: kegTypes.id });
  return row!.id;
}

/** False when the keg type is gone (deleted meanwhile). */
export async function updateKegType(db: Database, supplierId: string, kegTypeId: string, values: KegTypeValues): Promise<boolean> {
  const rows = await db
    .update(kegTypes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(kegTypes.id, kegTypeId), eq(kegTypes.supplierId, supplierId)))
    .returning({ id: kegTypes.id });
  return rows.length > 0;
}

/** The keg type's row locked until the transaction ends (a removal counts what names it under the lock). */
export async function lockKegType(db: Database, supplierId: string, kegTypeId: string) {
  const [row] = await db
    .select({ id: kegTypes.id, name: kegTypes.name, archivedAt: kegTypes.archivedAt })
    .from(kegTypes)
    .where(and(eq(kegTypes.id, kegTypeId), eq(kegTypes.supplierId, supplierId)))
    .for('update');
  return row;
}

/** What names the keg type: its SKUs, order lines, and the keg ledger's entries, empties and collections. */
export async function countKegTypeUses(db: Database, kegTypeId: string) {
  const asked = JSON.stringify([{ kegTypeId }]);
  const [row] = await db
    .select({
      skus: sql<number>`(select count(*) from ${skus} where ${skus.kegTypeId} = ${kegTypeId})`.mapWith(Number),
      orderLines: sql<number>`(select count(*) from ${orderLines} where ${orderLines.kegTypeId} = ${kegTypeId})`.mapWith(Number),
      kegs: sql<number>`(select count(*) from ${kegLedger} where ${kegLedger.kegTypeId} = ${kegTypeId})
        + (select count(*) from ${kegEmpties} where ${kegEmpties.kegTypeId} = ${kegTypeId})
        + (select count(*) from ${kegCollections}
            where ${kegCollections.requested} @> ${asked}::jsonb or ${kegCollections.collected} @> ${asked}::jsonb)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function deleteKegType(db: Database, kegTypeId: string) {
  await db.delete(kegTypes).where(eq(kegTypes.id, kegTypeId));
}

export async function archiveKegType(db: Database, kegTypeId: string) {
  await db
    .update(kegTypes)
    .set({ archivedAt: sql`coalesce(${kegTypes.archivedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(kegTypes.id, kegTypeId));
}

/** Of `ids`, the supplier's own keg types, with whether each is archived. */
export async function listOwnKegTypes(db: Database, supplierId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: kegTypes.id, archivedAt: kegTypes.archivedAt })
    .from(kegTypes)
    .where(and(eq(kegTypes.supplierId, supplierId), inArray(kegTypes.id, [...ids])));
}

// ---- settings ----

export async function findKegSettings(db: Database, supplierId: string) {
  const [row] = await db
    .select({ collectionPromiseDays: supplierKegSettings.collectionPromiseDays, kegOutDays: supplierKegSettings.kegOutDays })
    .from(supplierKegSettings)
    .where(eq(supplierKegSettings.supplierId, supplierId));
  return row;
}

export async function upsertKegSettings(db: Database, supplierId: string, values: { collectionPromiseDays: number; kegOutDays: number }) {
  await db
    .insert(supplierKegSettings)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: supplierKegSettings.supplierId, set: { ...values, updatedAt: sql`now()` } });
}
