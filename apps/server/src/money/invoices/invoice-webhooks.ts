import type { TaxInvoiceSummary } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { WebhookOutbox } from '../../platform';
import { summariseTaxDocument } from './invoice-reads.service';

// The money context's webhook events (decision 0197, amended), written in the transaction of the write that causes
// them: a tax document issued (wherever it is issued: an order step, a note by hand, a keg collection's refund, all
// through the document followers) and a payment recorded. Each goes to both parties to the document, the supplier
// that issued it and the venue it is addressed to, each with links at its own paths: a document concerns those two
// alone, so neither ever receives another organisation's.

const TYPES = { invoice: 'invoice.issued', adjustment_note: 'adjustment_note.issued' } as const;

/** The document as each party's endpoints see it: the same figures, each party's own links. */
function partyViews(document: TaxInvoiceSummary) {
  const paths = [
    { organisationId: document.seller.id, base: `/api/suppliers/${document.seller.id}/invoices/${document.id}` },
    { organisationId: document.buyer.id, base: `/api/venues/${document.buyer.id}/bills/${document.id}` },
  ];
  return paths.map(({ organisationId, base }) => ({ organisationId, data: { ...document, links: { api: base, pdf: `${base}/pdf` } } }));
}

/** invoice.issued / adjustment_note.issued for each document just issued in `tx`, to the supplier and the venue. */
export async function emitTaxDocumentsIssued(
  tx: Database,
  webhooks: WebhookOutbox | undefined,
  documentIds: readonly string[],
  now: Date,
): Promise<void> {
  if (!webhooks || documentIds.length === 0) return;
  const documents = await Promise.all(documentIds.map((id) => summariseTaxDocument(tx, id, now)));
  await webhooks.emit(
    tx,
    documents.flatMap((document) =>
      document ? partyViews(document).map((view) => ({ ...view, type: TYPES[document.kind], resourceId: document.id })) : [],
    ),
  );
}

/** payment.recorded, in the payment's transaction, with the invoice after it, to the supplier and the venue. */
export async function emitPaymentRecorded(
  tx: Database,
  webhooks: WebhookOutbox | undefined,
  invoiceId: string,
  payment: { amountCents: number; paidOn: string; reference: string | null; source: 'manual' | 'xero' },
  now: Date,
): Promise<void> {
  if (!webhooks) return;
  const invoice = await summariseTaxDocument(tx, invoiceId, now);
  if (!invoice) return;
  await webhooks.emit(
    tx,
    partyViews(invoice).map(({ organisationId, data }) => ({
      organisationId,
      type: 'payment.recorded' as const,
      resourceId: invoiceId,
      data: { payment, invoice: data },
    })),
  );
}
