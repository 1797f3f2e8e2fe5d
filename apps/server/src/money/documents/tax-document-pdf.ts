import { formatMoney, type TaxDocumentLine } from '@tapline/contracts';
import { columnsOf, dateText, drawFacts, drawHeading, drawNote, drawParties, drawTable, drawTotals, renderPdf } from '../../platform';

// A tax invoice or an adjustment note as a PDF (decision 0163): what the law asks it to say (docs/domain.md, Invoices),
// from the document as issued, never from the order as it is now.

export interface TaxDocumentPrint {
  kind: 'invoice' | 'adjustment_note';
  number: string;
  issuedAt: Date;
  issueDate: string;
  dueDate: string;
  paymentTermsLabel: string;
  sellerName: string;
  sellerAbn: string | null;
  buyerName: string;
  buyerAbn: string | null;
  /** an adjustment note: the invoice it adjusts, and why */
  relatesToNumber: string | null;
  reason: string | null;
  currency: string;
  lines: readonly TaxDocumentLine[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

export const TAX_DOCUMENT_TITLES = { invoice: 'Tax invoice', adjustment_note: 'Adjustment note' } as const;

const LINE_COLUMNS = columnsOf([
  ['Description', 10],
  ['Qty', 2, 'right'],
  ['Unit price', 3, 'right'],
  ['GST', 3, 'right'],
  ['Amount ex GST', 3.5, 'right'],
]);

export function taxDocumentPdf(document: TaxDocumentPrint, logo: Buffer | undefined): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents, document.currency);
  const title = TAX_DOCUMENT_TITLES[document.kind];
  const isNote = document.kind === 'adjustment_note';
  return renderPdf({ title: `${title} ${document.number}`, author: document.sellerName, createdAt: document.issuedAt }, (doc) => {
    drawHeading(doc, title, logo);
    drawParties(doc, [
      { label: 'From', name: document.sellerName, abn: document.sellerAbn },
      { label: isNote ? 'To' : 'Bill to', name: document.buyerName, abn: document.buyerAbn },
    ]);
    drawFacts(doc, [
      ['Number', document.number],
      ['Issue date', dateText(document.issueDate)],
      ...(isNote
        ? ([
            ['Adjusts tax invoice', document.relatesToNumber ?? ''],
            ['Reason', document.reason ?? ''],
          ] as const)
        : ([
            ['Terms', document.paymentTermsLabel],
            ['Due date', dateText(document.dueDate)],
          ] as const)),
    ]);
    drawTable(
      doc,
      LINE_COLUMNS,
      document.lines.map((line) => [
        line.description,
        String(line.qty),
        money(line.unitPriceCents),
        money(line.gstCents),
        money(line.lineTotalCents),
      ]),
    );
    drawTotals(doc, [
      ['Subtotal ex GST', money(document.subtotalCents)],
      [isNote ? 'GST adjustment' : 'GST', money(document.gstCents)],
      [isNote ? 'Total credit incl. GST' : 'Total incl. GST', money(document.totalCents)],
    ]);
    drawNote(
      doc,
      isNote
        ? `This adjustment note reduces the price of tax invoice ${document.relatesToNumber ?? ''} by ${money(document.totalCents)}, of which ${money(document.gstCents)} is GST.`
        : `Please pay ${money(document.totalCents)} by ${dateText(document.dueDate)}, quoting ${document.number}.`,
    );
  });
}
