import { asc, eq, sql } from 'drizzle-orm';
import {
  kegEmpties,
  kegLedger,
  kegTypes,
  orderLines,
  skus,
  supplierKegSettings,
  taxDocuments,
  type Database,
  type TaxDocumentLineRow,
} from '@tapline/db';

// The keg tests' set-up and reads (docs/domain.md, Kegs): keg types, the keg snapshot checkout leaves on order lines,
// entries and empties at given moments, deposit lines on tax documents, and the tables as stored.

let typesMade = 0;

export async function insertKegTypeTesting(
  db: Database,
  values: { supplierId: string } & Partial<Omit<typeof kegTypes.$inferInsert, 'supplierId'>>,
) {
  typesMade += 1;
  const [row] = await db
    .insert(kegTypes)
    .values({ name: `50 L keg ${typesMade}`, litres: 50, depositCents: 5_000, ...values })
    .returning();
  return row!;
}

/** The SKU comes in the keg type from now on. */
export async function setSkuKegTypeTesting(db: Database, skuId: string, kegTypeId: string | null) {
  await db.update(skus).set({ kegTypeId }).where(eq(skus.id, skuId));
}

/** What checkout snapshots of a keg on each of the order's lines: its type, kegs per unit and deposit. */
export async function setOrderLinesKegTesting(
  db: Database,
  supplierOrderId: string,
  keg: { kegTypeId: string; kegsPerUnit?: number; depositCents?: number },
) {
  await db
    .update(orderLines)
    .set({ kegTypeId: keg.kegTypeId, kegsPerUnit: keg.kegsPerUnit ?? 1, depositCents: keg.depositCents ?? 0 })
    .where(eq(orderLines.supplierOrderId, supplierOrderId));
}

export async function setKegPromisesTesting(
  db: Database,
  supplierId: string,
  values: { collectionPromiseDays: number; kegOutDays: number },
) {
  await db
    .insert(supplierKegSettings)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: supplierKegSettings.supplierId, set: values });
}

/** An entry written at a given moment (the API writes them at now). */
export async function insertKegEntryTesting(db: Database, values: typeof kegLedger.$inferInsert) {
  const [row] = await db.insert(kegLedger).values(values).returning();
  return row!;
}

export async function insertKegEmptyTesting(db: Database, values: typeof kegEmpties.$inferInsert) {
  const [row] = await db.insert(kegEmpties).values(values).returning();
  return row!;
}

export async function listKegEntriesTesting(db: Database, supplierId: string) {
  return db.select().from(kegLedger).where(eq(kegLedger.supplierId, supplierId)).orderBy(asc(kegLedger.at), asc(kegLedger.id));
}

export async function listKegEmptiesTesting(db: Database, venueId: string) {
  return db.select().from(kegEmpties).where(eq(kegEmpties.venueId, venueId)).orderBy(asc(kegEmpties.emptiedAt), asc(kegEmpties.id));
}

/** Writes straight to the ledger, as a bug or a person at the database might: the trigger is what stops it. */
export async function updateKegEntryTesting(db: Database, id: string, delta: number) {
  await db.update(kegLedger).set({ delta }).where(eq(kegLedger.id, id));
}

export async function deleteKegEntryTesting(db: Database, id: string) {
  await db.delete(kegLedger).where(eq(kegLedger.id, id));
}

let documentsMade = 0;

/** A tax invoice or adjustment note between the two with the given lines (deposit lines name their keg type). */
export async function insertKegDocumentTesting(
  db: Database,
  values: {
    supplierId: string;
    venueId: string;
    supplierOrderId: string;
    kind: 'invoice' | 'adjustment_note';
    relatesToId?: string;
    lines: unknown[];
  },
) {
  documentsMade += 1;
  const lines = values.lines as TaxDocumentLineRow[];
  const subtotalCents = lines.reduce((sum, line) => sum + (Number(line.lineTotalCents) || 0), 0);
  const gstCents = lines.reduce((sum, line) => sum + (Number(line.gstCents) || 0), 0);
  const [row] = await db
    .insert(taxDocuments)
    .values({
      supplierId: values.supplierId,
      venueId: values.venueId,
      supplierOrderId: values.supplierOrderId,
      kind: values.kind,
      relatesToId: values.relatesToId ?? null,
      sequence: 800_000 + documentsMade,
      number: `KEG-${800_000 + documentsMade}`,
      issuedAt: new Date(),
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      termsKind: 'net_days',
      termsDays: 14,
      currency: 'AUD',
      sellerName: 'Test Supplier',
      buyerName: 'Test Venue',
      lines,
      subtotalCents,
      gstCents,
      totalCents: subtotalCents + gstCents,
    })
    .returning({ id: taxDocuments.id });
  return row!.id;
}

/** The ledger's sum per venue and keg type, straight from the table. */
export async function sumKegLedgerTesting(db: Database, supplierId: string) {
  return db
    .select({ venueId: kegLedger.venueId, kegTypeId: kegLedger.kegTypeId, sum: sql<number>`sum(${kegLedger.delta})::int` })
    .from(kegLedger)
    .where(eq(kegLedger.supplierId, supplierId))
    .groupBy(kegLedger.venueId, kegLedger.kegTypeId);
}
