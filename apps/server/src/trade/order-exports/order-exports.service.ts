import { basisPointsToPercent, EXPORT_COLUMNS, type ExportQuery, formatMoneyInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import type { Readable } from 'node:stream';
import { csvStream, pagesAfter } from '../../platform';
import { type ExportRange, type OrderCursor, listExportOrderLines, listExportOrders } from './order-exports.queries';

// Orders and order lines as CSV (decision 0189). Exports are for an organisation's owners and admins: a supplier's
// members and a venue's buyers and staff get 403, another organisation's 404.

const EXPORT_ROLES = ['owner', 'admin'] as const;

export interface ExportFile {
  filename: string;
  /** the file, written as its pages are read */
  csv: Readable;
}

/** rows read at a time: a year of a busy supplier's lines is never held whole */
export const EXPORT_PAGE_ROWS = 2000;

/** Who may export for the organisation, and the range in its time zone. */
export async function requireExportRange(
  db: Database,
  user: ApiUser,
  side: ExportRange['side'],
  idOrSlug: string,
  query: ExportQuery,
): Promise<ExportRange & { slug: string }> {
  const { organisation } = await requireOrganisationAccess(db, user, side, idOrSlug, EXPORT_ROLES);
  return { side, organisationId: organisation.id, slug: organisation.slug, timeZone: organisation.timeZone, ...query };
}

/** "harbour-brewing-orders-2026-11-01-to-2026-11-30.csv" */
export const exportFilename = (range: { slug: string; from: string; to: string }, kind: string) =>
  `${range.slug}-${kind}-${range.from}-to-${range.to}.csv`;

const money = (cents: number) => formatMoneyInput(cents);

export async function exportOrdersCsv(
  db: Database,
  user: ApiUser,
  side: ExportRange['side'],
  idOrSlug: string,
  query: ExportQuery,
  /** rows read at a time (tests make it small to cross pages) */
  pageRows = EXPORT_PAGE_ROWS,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const pages = pagesAfter(
    (after: OrderCursor | undefined, limit: number) => listExportOrders(db, range, after, limit),
    (row) => ({ placed: row.cursorPlaced, supplierOrderId: row.supplierOrderId }),
    pageRows,
  );
  const csv = csvStream(EXPORT_COLUMNS.orders, pages, (row) => ({
    order_number: row.orderNumber,
    placed_at: row.placedAt,
    supplier: row.supplier,
    venue: row.venue,
    status: row.status,
    delivery_date: row.deliveryDate,
    purchase_order_number: row.purchaseOrderNumber,
    delivery_zone: row.zone,
    subtotal_ex_gst: money(row.subtotalCents),
    delivery_fee_ex_gst: money(row.deliveryFeeCents),
    gst: money(row.taxCents),
    total: money(row.totalCents),
    currency: row.currency,
    venue_note: row.venueNote,
  }));
  return { filename: exportFilename(range, 'orders'), csv };
}

export async function exportOrderLinesCsv(
  db: Database,
  user: ApiUser,
  side: ExportRange['side'],
  idOrSlug: string,
  query: ExportQuery,
  /** rows read at a time (tests make it small to cross pages) */
  pageRows = EXPORT_PAGE_ROWS,
): Promise<ExportFile> {
  const range = await requireExportRange(db, user, side, idOrSlug, query);
  const pages = pagesAfter(
    (after: OrderCursor | undefined, limit: number) => listExportOrderLines(db, range, after, limit),
    (row) => ({ placed: row.cursorPlaced, supplierOrderId: row.supplierOrderId, lineId: row.lineId }),
    pageRows,
  );
  const csv = csvStream(EXPORT_COLUMNS['order-lines'], pages, (row) => ({
    order_number: row.orderNumber,
    placed_at: row.placedAt,
    supplier: row.supplier,
    venue: row.venue,
    status: row.status,
    sku_code: row.skuCode,
    product: row.productName,
    pack: row.pack,
    ordered_qty: row.orderedQty,
    supplied_qty: row.qty,
    unit_price_ex_gst: money(row.unitPriceCents),
    gst_rate: basisPointsToPercent(row.taxRateBasisPoints),
    line_total_ex_gst: money(row.lineTotalCents),
  }));
  return { filename: exportFilename(range, 'order-lines'), csv };
}
