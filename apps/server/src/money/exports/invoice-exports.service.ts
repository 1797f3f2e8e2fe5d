import { EXPORT_COLUMNS, type ExportQuery, formatMoneyInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { csvText } from '../../platform';
import { type ExportFile, exportFilename, requireExportRange } from '../../trade';
import { listExportPayments, listExportTaxDocuments } from './invoice-exports.queries';

// Tax invoices, adjustment notes and payments as CSV (decision 0189), for the same people as the order exports.

type Side = 'supplier' | 'venue';
const money = (cents: number) => formatMoneyInput(cents);

export async function exportInvoicesCsv(
  db: Database,
  user: ApiUser,
  side: Side,
  idOrSlug: string,
  query: ExportQuery,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const rows = await listExportTaxDocuments(db, range);
  const csv = csvText(
    EXPORT_COLUMNS.invoices,
    rows.map((row) => ({
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
    })),
  );
  return { filename: exportFilename(range, 'invoices'), csv };
}

export async function exportPaymentsCsv(
  db: Database,
  user: ApiUser,
  side: Side,
  idOrSlug: string,
  query: ExportQuery,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const rows = await listExportPayments(db, range);
  const csv = csvText(
    EXPORT_COLUMNS.payments,
    rows.map((row) => ({
      paid_on: row.paidOn,
      invoice_number: row.invoiceNumber,
      supplier: row.supplier,
      venue: row.venue,
      amount: money(row.amountCents),
      currency: row.currency,
      reference: row.reference,
      source: row.source,
    })),
  );
  return { filename: exportFilename(range, 'payments'), csv };
}
