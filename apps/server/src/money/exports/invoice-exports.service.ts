import { EXPORT_COLUMNS, type ExportQuery, formatMoneyInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { csvStream, pagesAfter } from '../../platform';
import { EXPORT_PAGE_ROWS, type ExportFile, exportFilename, requireExportRange } from '../../trade';
import { type DocumentCursor, listExportPayments, listExportTaxDocuments } from './invoice-exports.queries';

// Tax invoices, adjustment notes and payments as CSV (decision 0189), for the same people as the order exports.

type Side = 'supplier' | 'venue';
const money = (cents: number) => formatMoneyInput(cents);

export async function exportInvoicesCsv(
  db: Database,
  user: ApiUser,
  side: Side,
  idOrSlug: string,
  query: ExportQuery,
  /** rows read at a time (tests make it small to cross pages) */
  pageRows = EXPORT_PAGE_ROWS,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const pages = pagesAfter(
    (after: DocumentCursor | undefined, limit: number) => listExportTaxDocuments(db, range, after, limit),
    (row) => ({ at: row.cursorAt, id: row.id }),
    pageRows,
  );
  const csv = csvStream(EXPORT_COLUMNS.invoices, pages, (row) => ({
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
  }));
  return { filename: exportFilename(range, 'invoices'), csv };
}

export async function exportPaymentsCsv(
  db: Database,
  user: ApiUser,
  side: Side,
  idOrSlug: string,
  query: ExportQuery,
  /** rows read at a time (tests make it small to cross pages) */
  pageRows = EXPORT_PAGE_ROWS,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const pages = pagesAfter(
    (after: DocumentCursor | undefined, limit: number) => listExportPayments(db, range, after, limit),
    (row) => ({ day: row.paidOn, at: row.cursorAt, id: row.id }),
    pageRows,
  );
  const csv = csvStream(EXPORT_COLUMNS.payments, pages, (row) => ({
    paid_on: row.paidOn,
    invoice_number: row.invoiceNumber,
    supplier: row.supplier,
    venue: row.venue,
    amount: money(row.amountCents),
    currency: row.currency,
    reference: row.reference,
    source: row.source,
  }));
  return { filename: exportFilename(range, 'payments'), csv };
}
