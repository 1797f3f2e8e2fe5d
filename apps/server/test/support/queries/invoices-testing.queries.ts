import { and, asc, eq, sql } from 'drizzle-orm';
import { supplierVenuePaymentTerms, taxDocumentCounters, taxDocuments, type Database } from '@tapline/db';

/** A venue's own terms with a supplier (net 30 days), as PUT …/payment-terms leaves them. */
export async function insertTestVenueTerms(db: Database, supplierId: string, venueId: string) {
  await db.insert(supplierVenuePaymentTerms).values({ supplierId, venueId, termsKind: 'net_days', termsDays: 30 });
}

/** The supplier's tax documents as stored, oldest number first. */
export async function listTestTaxDocuments(db: Database, supplierId: string) {
  return db.select().from(taxDocuments).where(eq(taxDocuments.supplierId, supplierId)).orderBy(asc(taxDocuments.sequence));
}

/** The last invoice number the supplier's counter gave (0: none yet). */
export async function lastInvoiceNumberOf(db: Database, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ lastNumber: taxDocumentCounters.lastNumber })
    .from(taxDocumentCounters)
    .where(and(eq(taxDocumentCounters.supplierId, supplierId), eq(taxDocumentCounters.kind, 'invoice')));
  return row?.lastNumber ?? 0;
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
