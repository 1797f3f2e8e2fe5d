import { formatMoneyInput } from '@tapline/contracts';
import { csvExporter } from '../../trade';
import { type DocumentCursor, listExportPayments, listExportTaxDocuments } from './invoice-exports.queries';

// Tax invoices, adjustment notes and payments as CSV (decision 0189), for the same people as the order exports.

const money = (cents: number) => formatMoneyInput(cents);

export const exportInvoicesCsv = csvExporter((db) => ({
  kind: 'invoices',
  readPage: (range, after: DocumentCursor | undefined, limit) => listExportTaxDocuments(db, range, after, limit),
  cursorOf: (row) => ({ at: row.cursorAt, id: row.id }),
  fileRowOf: (row) => ({
    number: row.number,
    kind: row.kind,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    supplier: row.supplier,
    venue: row.venue,
    order_number: row.orderNumber,
    relates_to: row.relatesTo,
    reason: row.reason,
    subtotal_ex_gst: money(row.subtotalCents),
    gst: money(row.gstCents),
    total: money(row.totalCents),
    currency: row.currency,
  }),
}));

export const exportPaymentsCsv = csvExporter((db) => ({
  kind: 'payments',
  readPage: (range, after: DocumentCursor | undefined, limit) => listExportPayments(db, range, after, limit),
  cursorOf: (row) => ({ day: row.paidOn, at: row.cursorAt, id: row.id }),
  fileRowOf: (row) => ({
    paid_on: row.paidOn,
    invoice_number: row.invoiceNumber,
    supplier: row.supplier,
    venue: row.venue,
    amount: money(row.amountCents),
    currency: row.currency,
    reference: row.reference,
    source: row.source,
  }),
}));
