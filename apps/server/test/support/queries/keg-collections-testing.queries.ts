import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  kegCollections,
  kegEmpties,
  kegLedger,
  kegTypes,
  notifications,
  orderLines,
  outboxMessages,
  taxDocuments,
  taxOf,
  type Database,
  type TaxDocumentLineRow,
} from '@tapline/db';
import { createOrder, createProduct, createSku } from '@tapline/db/testing';

// The state keg collections' tests start from (decision 0177), written straight to the tables the other slices of
// issue 37 fill (keg types, delivered orders with their keg snapshot, invoices with deposit lines, the ledger's
// deliveries, empties kicked), and what the tests read back.

/** A keg type of the supplier: its own (with a deposit, GST on it) or a pool's (no deposit). */
export async function insertTestKegType(
  db: Database,
  supplierId: string,
  values: { name: string; depositCents?: number; pool?: string; depositTaxable?: boolean },
) {
  const [row] = await db
    .insert(kegTypes)
    .values({
      supplierId,
      name: values.name,
      litres: 50,
      ownerKind: values.pool ? 'pool' : 'supplier',
      poolName: values.pool ?? null,
      depositCents: values.pool ? 0 : (values.depositCents ?? 0),
      depositTaxable: values.depositTaxable ?? true,
    })
    .returning();
  return row!;
}

let invoiced = 0;

interface Delivery {
  supplierId: string;
  venueId: string;
  kegType: { id: string; name: string; depositCents: number; ownerKind: 'supplier' | 'pool' };
  kegs: number;
  /** the invoice's issue date (oldest first is the refund's order); no invoice when null */
  invoiceDate?: string | null;
  /** charge a deposit on the invoice (default: when the type has one) */
  deposit?: boolean;
}

/**
 * A delivered order of `kegs` kegs ($300 each ex GST) with its keg snapshot, the ledger's `delivered` entry, and its
 * tax invoice: the keg line, then a deposit line naming the keg type (GST 10 %), as issuing will print it.
 */
export async function insertTestKegDelivery(db: Database, delivery: Delivery) {
  const product = await createProduct(db, { supplierId: delivery.supplierId, name: 'Harbour Haze', status: 'active' });
  const sku = await createSku(db, { productId: product.id, supplierId: delivery.supplierId, name: '50 L keg', unitPriceCents: 30_000 });
  const order = await createOrder(db, {
    venueId: delivery.venueId,
    supplierOrders: [
      { supplierId: delivery.supplierId, status: 'delivered', lines: [{ sku, productName: 'Harbour Haze', qty: delivery.kegs }] },
    ],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  const depositCents = delivery.kegType.ownerKind === 'supplier' ? delivery.kegType.depositCents : 0;
  await db
    .update(orderLines)
    .set({ kegTypeId: delivery.kegType.id, kegsPerUnit: 1, depositCents, depositTaxRateBasisPoints: depositCents > 0 ? 1000 : 0 })
    .where(eq(orderLines.supplierOrderId, supplierOrderId));
  await db.insert(kegLedger).values({
    supplierId: delivery.supplierId,
    venueId: delivery.venueId,
    kegTypeId: delivery.kegType.id,
    delta: delivery.kegs,
    reason: 'delivered',
    supplierOrderId,
  });
  if (delivery.invoiceDate === null) return { supplierOrderId, invoiceId: null };
  const lines: TaxDocumentLineRow[] = [
    {
      description: 'Harbour Haze (50 L keg)',
      skuCode: 'HH-K50',
      qty: delivery.kegs,
      unitPriceCents: 30_000,
      taxRateBasisPoints: 1000,
      lineTotalCents: 30_000 * delivery.kegs,
      gstCents: taxOf(30_000 * delivery.kegs, 1000),
    },
  ];
  if (depositCents > 0 && delivery.deposit !== false) {
    const lineTotalCents = depositCents * delivery.kegs;
    lines.push({
      description: `Keg deposit: ${delivery.kegType.name}`,
      skuCode: '',
      qty: delivery.kegs,
      unitPriceCents: depositCents,
      taxRateBasisPoints: 1000,
      lineTotalCents,
      gstCents: taxOf(lineTotalCents, 1000),
      kegTypeId: delivery.kegType.id,
    });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
  invoiced += 1;
  const issueDate = delivery.invoiceDate ?? new Date().toISOString().slice(0, 10);
  const [invoice] = await db
    .insert(taxDocuments)
    .values({
      supplierId: delivery.supplierId,
      venueId: delivery.venueId,
      supplierOrderId,
      kind: 'invoice',
      sequence: 800_000 + invoiced,
      number: `INV-K${800_000 + invoiced}`,
      issuedAt: new Date(`${issueDate}T01:00:00Z`),
      issueDate,
      dueDate: issueDate,
      termsKind: 'net_days',
      termsDays: 14,
      currency: 'AUD',
      sellerName: 'Harbour Brewing',
      buyerName: 'The Local',
      lines,
      subtotalCents,
      gstCents,
      totalCents: subtotalCents + gstCents,
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number });
  return { supplierOrderId, invoiceId: invoice!.id, invoiceNumber: invoice!.number };
}

/** `count` empties of the type kicked at the venue, a minute apart, the first `minutesAgo` minutes ago. */
export async function insertTestEmpties(
  db: Database,
  pair: { supplierId: string; venueId: string; kegTypeId: string },
  count: number,
  minutesAgo = 600,
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    ...pair,
    emptiedAt: new Date(Date.now() - (minutesAgo - index) * 60_000),
  }));
  return db.insert(kegEmpties).values(rows).returning({ id: kegEmpties.id, emptiedAt: kegEmpties.emptiedAt });
}

/** The pair's ledger entries, in the order written. */
export async function ledgerTesting(db: Database, pair: { supplierId: string; venueId: string }) {
  return db
    .select({
      kegTypeId: kegLedger.kegTypeId,
      delta: kegLedger.delta,
      reason: kegLedger.reason,
      collectionId: kegLedger.collectionId,
      note: kegLedger.note,
    })
    .from(kegLedger)
    .where(and(eq(kegLedger.supplierId, pair.supplierId), eq(kegLedger.venueId, pair.venueId)))
    .orderBy(asc(kegLedger.at), asc(sql`${kegLedger.delta} < 0`));
}

/** The pair's empties still waiting, oldest first. */
export async function waitingEmptiesTesting(db: Database, pair: { supplierId: string; venueId: string }) {
  return db
    .select({ id: kegEmpties.id, kegTypeId: kegEmpties.kegTypeId })
    .from(kegEmpties)
    .where(and(eq(kegEmpties.supplierId, pair.supplierId), eq(kegEmpties.venueId, pair.venueId), isNull(kegEmpties.collectedAt)))
    .orderBy(asc(kegEmpties.emptiedAt));
}

/** The supplier's adjustment notes as stored, oldest number first. */
export async function notesTesting(db: Database, supplierId: string) {
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierId, supplierId), eq(taxDocuments.kind, 'adjustment_note')))
    .orderBy(asc(taxDocuments.sequence));
}

/** The collection's row as stored. */
export async function collectionTesting(db: Database, collectionId: string) {
  const [row] = await db.select().from(kegCollections).where(eq(kegCollections.id, collectionId));
  return row!;
}

/** The bell notices of one kind the person got, oldest first. */
export async function bellTesting(db: Database, userId: string, kind: string) {
  return db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt));
}

/** An open request of the pair, straight in the table (the matrix's fresh objects). */
export async function insertTestRequest(db: Database, pair: { supplierId: string; venueId: string }, kegTypeId: string, qty = 1) {
  const [row] = await db
    .insert(kegCollections)
    .values({ ...pair, status: 'requested', requested: [{ kegTypeId, qty }], requestedAt: new Date() })
    .returning({ id: kegCollections.id });
  return row!.id;
}

/** The subjects of the mail queued to `email`, oldest first. */
export async function mailSubjectsTesting(db: Database, email: string) {
  const rows = await db
    .select({ subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(asc(outboxMessages.createdAt));
  return rows.map((row) => row.subject);
}
