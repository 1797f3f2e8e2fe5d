import { and, asc, eq } from 'drizzle-orm';
import { creditAllocations, invoicePayments, outboxMessages, statementMailings, taxDocuments, type Database } from '@tapline/db';

// Statements' and PDFs' tests write the money trail straight into its tables, as issuing, payments and allocations
// would leave it (money/statements, money/documents).

let sequence = 0;

/** An issued tax document of the pair (an invoice, or a note adjusting `relatesToId`), one line at 10 % GST. */
export async function insertTestTaxDocument(
  db: Database,
  values: {
    supplierId: string;
    venueId: string;
    supplierOrderId: string;
    kind?: 'invoice' | 'adjustment_note';
    relatesToId?: string;
    issueDate: string;
    dueDate?: string;
    /** ex GST; the total adds 10 % */
    subtotalCents: number;
    number?: string;
    sellerName?: string;
    sellerAbn?: string | null;
    buyerName?: string;
    buyerAbn?: string | null;
    reason?: string;
  },
) {
  sequence += 1;
  const kind = values.kind ?? 'invoice';
  const gstCents = Math.round(values.subtotalCents / 10);
  const [row] = await db
    .insert(taxDocuments)
    .values({
      supplierId: values.supplierId,
      venueId: values.venueId,
      supplierOrderId: values.supplierOrderId,
      kind,
      relatesToId: values.relatesToId ?? null,
      sequence: 800_000 + sequence,
      number: values.number ?? `${kind === 'invoice' ? 'INV' : 'CN'}-${800_000 + sequence}`,
      issuedAt: new Date(`${values.issueDate}T02:00:00Z`),
      issueDate: values.issueDate,
      dueDate: values.dueDate ?? values.issueDate,
      termsKind: 'net_days',
      termsDays: 14,
      currency: 'AUD',
      sellerName: values.sellerName ?? 'Test Supplier',
      sellerAbn: values.sellerAbn ?? null,
      buyerName: values.buyerName ?? 'Test Venue',
      buyerAbn: values.buyerAbn ?? null,
      reason: values.reason ?? (kind === 'adjustment_note' ? 'Short delivery' : null),
      lines: [
        {
          description: 'Harbour Haze (50 L keg)',
          skuCode: 'HH-K50',
          qty: 1,
          unitPriceCents: values.subtotalCents,
          taxRateBasisPoints: 1000,
          lineTotalCents: values.subtotalCents,
          gstCents,
        },
      ],
      subtotalCents: values.subtotalCents,
      gstCents,
      totalCents: values.subtotalCents + gstCents,
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number, totalCents: taxDocuments.totalCents });
  return row!;
}

export async function insertTestPayment(
  db: Database,
  values: { invoiceId: string; supplierId: string; venueId: string; amountCents: number; paidOn: string; reference?: string },
) {
  await db.insert(invoicePayments).values({ ...values, reference: values.reference ?? null, source: 'manual' });
}

export async function insertTestAllocation(
  db: Database,
  values: { noteId: string; invoiceId: string; supplierId: string; venueId: string; amountCents: number; allocatedOn: string },
) {
  await db.insert(creditAllocations).values(values);
}

/** The pair's statement mailings, by month. */
export async function listTestStatementMailings(db: Database, supplierId: string) {
  return db
    .select({ venueId: statementMailings.venueId, month: statementMailings.month })
    .from(statementMailings)
    .where(eq(statementMailings.supplierId, supplierId))
    .orderBy(asc(statementMailings.month), asc(statementMailings.venueId));
}

/** The mails of a template to one address, oldest first, with what they attach. */
export async function listTestMails(db: Database, template: string, to: string) {
  return db
    .select({
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      attachment: outboxMessages.attachment,
      state: outboxMessages.state,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.template, template), eq(outboxMessages.to, to)))
    .orderBy(asc(outboxMessages.createdAt));
}
