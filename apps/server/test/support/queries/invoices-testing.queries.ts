import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  creditAllocations,
  invoicePayments,
  supplierVenuePaymentTerms,
  taxDocumentCounters,
  taxDocuments,
  type Database,
} from '@tapline/db';

/** A venue's own terms with a supplier (net 30 days), as PUT …/payment-terms leaves them. */
export async function insertTestVenueTerms(db: Database, supplierId: string, venueId: string) {
  await db.insert(supplierVenuePaymentTerms).values({ supplierId, venueId, termsKind: 'net_days', termsDays: 30 });
}

/** The supplier's tax documents as stored, oldest number first. */
export async function listTestTaxDocuments(db: Database, supplierId: string) {
  return db.select().from(taxDocuments).where(eq(taxDocuments.supplierId, supplierId)).orderBy(asc(taxDocuments.sequence));
}

/** The last number the supplier's counter gave its invoices (or notes); 0: none yet. */
export async function lastInvoiceNumberOf(
  db: Database,
  supplierId: string,
  kind: 'invoice' | 'adjustment_note' = 'invoice',
): Promise<number> {
  const [row] = await db
    .select({ lastNumber: taxDocumentCounters.lastNumber })
    .from(taxDocumentCounters)
    .where(and(eq(taxDocumentCounters.supplierId, supplierId), eq(taxDocumentCounters.kind, kind)));
  return row?.lastNumber ?? 0;
}

/** The credit allocations of the supplier, oldest first. */
export async function listTestAllocations(db: Database, supplierId: string) {
  return db
    .select({ noteId: creditAllocations.noteId, invoiceId: creditAllocations.invoiceId, amountCents: creditAllocations.amountCents })
    .from(creditAllocations)
    .where(eq(creditAllocations.supplierId, supplierId))
    .orderBy(asc(creditAllocations.createdAt));
}

/** The invoice's payments as stored. */
export async function listTestPayments(db: Database, invoiceId: string) {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.createdAt));
}

/** Writes straight to an issued document, as a bug or a person at the database might: the trigger is what stops it. */
export async function updateTestTaxDocument(db: Database, id: string, values: Partial<typeof taxDocuments.$inferInsert>) {
  await db.update(taxDocuments).set(values).where(eq(taxDocuments.id, id));
}

export async function deleteTestTaxDocument(db: Database, id: string) {
  await db.delete(taxDocuments).where(eq(taxDocuments.id, id));
}

/**
 * Makes the audit log refuse the entry of one order's step: the step's transaction then fails at its very end, after
 * everything else it wrote (the invoice among them). `stop` puts the log back.
 */
export async function failAuditOfTarget(db: Database, targetId: string) {
  await db.execute(
    sql.raw(`create or replace function test_fail_audit() returns trigger language plpgsql as $$
      begin
        if new.target_id = '${targetId.replace(/[^0-9a-f-]/g, '')}' then raise exception 'test: audit refused'; end if;
        return new;
      end $$`),
  );
  await db.execute(sql.raw('create trigger test_fail_audit before insert on audit_log for each row execute function test_fail_audit()'));
  return { stop: () => db.execute(sql.raw('drop trigger test_fail_audit on audit_log')) };
}

/** A payment of the invoice as reading Xero's payments records it (money/xero), paid today. */
export async function insertTestXeroPayment(db: Database, invoiceId: string, amountCents: number) {
  const [invoice] = await db
    .select({ supplierId: taxDocuments.supplierId, venueId: taxDocuments.venueId })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, invoiceId));
  await db.insert(invoicePayments).values({
    invoiceId,
    supplierId: invoice!.supplierId,
    venueId: invoice!.venueId,
    amountCents,
    paidOn: new Date().toISOString().slice(0, 10),
    source: 'xero',
    xeroPaymentId: randomUUID(),
  });
}

let inserted = 0;

/** An issued tax invoice for the supplier order, as issuing would leave it (one line, net 14 days). */
export async function insertTestInvoice(db: Database, values: { supplierId: string; venueId: string; supplierOrderId: string }) {
  inserted += 1;
  const [row] = await db
    .insert(taxDocuments)
    .values({
      ...values,
      kind: 'invoice',
      sequence: 900_000 + inserted,
      number: `TEST-${900_000 + inserted}`,
      issuedAt: new Date(),
      issueDate: new Date().toISOString().slice(0, 10),
      dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      termsKind: 'net_days',
      termsDays: 14,
      currency: 'AUD',
      sellerName: 'Test Supplier',
      buyerName: 'Test Venue',
      lines: [
        { description: 'Keg', skuCode: 'K', qty: 1, unitPriceCents: 1000, taxRateBasisPoints: 1000, lineTotalCents: 1000, gstCents: 100 },
      ],
      subtotalCents: 1000,
      gstCents: 100,
      totalCents: 1100,
    })
    .returning({ id: taxDocuments.id });
  return row!.id;
}
