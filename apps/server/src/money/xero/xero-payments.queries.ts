import { accountingSyncRecords, invoicePayments, taxDocuments, type Database } from '@tapline/db';
import { and, eq, isNotNull } from 'drizzle-orm';

// Payments read from Xero, kept against Tapline's tax invoice (decision 0162): one row per Xero PaymentID.

/**
 * Whose Xero books a supplier order's payments are read from: the supplier's when its invoice is in its Xero (the
 * money it received), else the venue's bill. Never both: the same money is one payment in each.
 */
export async function paymentsSideOf(db: Database, supplierOrderId: string): Promise<'supplier' | 'venue'> {
  const [row] = await db
    .select({ id: accountingSyncRecords.id })
    .from(accountingSyncRecords)
    .where(
      and(
        eq(accountingSyncRecords.supplierOrderId, supplierOrderId),
        eq(accountingSyncRecords.side, 'supplier'),
        isNotNull(accountingSyncRecords.xeroInvoiceId),
      ),
    );
  return row ? 'supplier' : 'venue';
}

/** The payments against the order's tax invoice; one Xero already gave (its PaymentID) is not written again. */
export async function insertXeroPayments(
  db: Database,
  supplierOrderId: string,
  payments: { xeroPaymentId: string; amountCents: number; paidOn: string; reference: string | null }[],
): Promise<number> {
  if (payments.length === 0) return 0;
  const [invoice] = await db
    .select({ id: taxDocuments.id, supplierId: taxDocuments.supplierId, venueId: taxDocuments.venueId })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return 0;
  const rows = await db
    .insert(invoicePayments)
    .values(
      payments.map((payment) => ({
        invoiceId: invoice.id,
        supplierId: invoice.supplierId,
        venueId: invoice.venueId,
        amountCents: payment.amountCents,
        paidOn: payment.paidOn,
        reference: payment.reference,
        source: 'xero' as const,
        xeroPaymentId: payment.xeroPaymentId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  return rows.length;
}
