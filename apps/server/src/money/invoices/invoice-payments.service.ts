import type { PaymentInput, TaxInvoice } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError, type WebhookOutbox } from '../../platform';
import { markSupplierOrderPaid, markSupplierOrderPartPaid } from '../../trade';
import { localDate } from '../../shared/calendar';
import { formatMoney } from '@tapline/contracts';
import { withRetryingTransaction } from '../../shared/transactions';
import { lockTaxDocument } from './adjustment-notes.queries';
import { findInvoiceSums } from './invoice-balances.queries';
import { hasXeroConnection, insertPayment } from './invoice-payments.queries';
import { readTaxDocument } from './invoice-reads.service';
import { invoiceRefusal } from './invoice-refusal';
import { emitPaymentRecorded } from './invoice-webhooks';
import { MANAGERS } from './invoice-settings.service';

// A payment the supplier records by hand (decision 0161): when its Xero isn't connected (then Xero's payments are
// read instead). Under the invoice's row lock, so two payments at once can't pay more than its balance.

/** POST /api/suppliers/{id}/invoices/{invoiceId}/payments: owners and admins; answers the invoice. */
export async function recordPayment(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  invoiceId: string,
  input: PaymentInput,
  now: Date,
  webhooks?: WebhookOutbox,
): Promise<TaxInvoice> {
  const { organisation } = await AppError.notFoundAs(
    'Invoice',
    requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS),
  );
  await withRetryingTransaction(db, async (tx) => {
    const invoice = await lockTaxDocument(tx, invoiceId);
    if (!invoice || invoice.kind !== 'invoice' || invoice.supplierId !== organisation.id) throw AppError.notFound('Invoice');
    if (await hasXeroConnection(tx, organisation.id))
      throw new AppError(
        'conflict',
        'Your Xero is connected, so payments come from Xero: record this payment in Xero and Tapline reads it from there',
      );
    const today = localDate(now, invoice.timeZone);
    if (input.paidOn > today) throw invoiceRefusal([{ field: 'paidOn', message: `can’t be after today (${today})` }]);
    const sums = await findInvoiceSums(tx, invoice.id);
    const balance = invoice.totalCents - sums.paidCents - sums.allocatedCents;
    if (input.amountCents > balance)
      throw invoiceRefusal([
        {
          field: 'amountCents',
          message: `can be at most ${formatMoney(Math.max(balance, 0), invoice.currency)}, the balance of ${invoice.number}`,
        },
      ]);
    const payment = { amountCents: input.amountCents, paidOn: input.paidOn, reference: input.reference || null, source: 'manual' as const };
    await insertPayment(tx, {
      ...payment,
      invoiceId: invoice.id,
      supplierId: invoice.supplierId,
      venueId: invoice.venueId,
      recordedBy: user.id,
    });
    // the order's own payment marks, so its pages say what the invoice says
    if (input.amountCents === balance) await markSupplierOrderPaid(tx, invoice.supplierOrderId, now);
    else await markSupplierOrderPartPaid(tx, invoice.supplierOrderId, now);
    // payment.recorded to both parties, with the invoice as the payment left it (decision 0197)
    await emitPaymentRecorded(tx, webhooks, invoice.id, payment, now);
  });
  webhooks?.wake();
  return readTaxDocument(db, { supplierId: organisation.id }, invoiceId, now);
}
