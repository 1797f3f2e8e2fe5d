import { formatMoney } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type Outbox, dateText } from '../../platform';
import { findPrintableDocument, listOwnerEmails } from './documents.queries';
import { taxDocumentAttachment } from './documents.service';
import { TAX_DOCUMENT_TITLES } from './tax-document-pdf';

/**
 * Mails a tax invoice or an adjustment note just issued to the venue's owners, with its PDF, in the issuing
 * transaction (decision 0163): the outbox row names the document and the sender makes the PDF when it sends, so a
 * rolled-back issue mails nothing and a retried mail carries the same file.
 */
export async function mailTaxDocument(tx: Database, outbox: Outbox, documentId: string): Promise<void> {
  const document = await findPrintableDocument(tx, documentId);
  if (!document) return;
  const title = TAX_DOCUMENT_TITLES[document.kind];
  const money = (cents: number) => formatMoney(cents, document.currency);
  const body =
    document.kind === 'invoice'
      ? [
          `${document.sellerName} issued tax invoice ${document.number} to ${document.buyerName}: ${money(document.totalCents)} incl. GST, due ${dateText(document.dueDate)}.`,
          'The invoice is attached as a PDF.',
        ]
      : [
          `${document.sellerName} issued adjustment note ${document.number} to ${document.buyerName}: ${money(document.totalCents)} incl. GST off tax invoice ${document.relatesToNumber ?? ''}.`,
          ...(document.reason ? [`Reason: ${document.reason}`] : []),
          'The adjustment note is attached as a PDF.',
        ];
  const owners = await listOwnerEmails(tx, document.venueId);
  await outbox.emails(
    tx,
    owners.map((to) => ({
      to,
      subject: `${title} ${document.number} from ${document.sellerName}`,
      body: body.join('\n\n'),
      template: document.kind,
      secrets: [],
      attachment: taxDocumentAttachment(document.id),
    })),
  );
}
