import { basisPointsToPercent, EXPORT_COLUMNS, type ExportQuery, formatMoneyInput } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import type { Readable } from 'node:stream';
import { type CsvCell, csvStream, pagesAfter } from '../../platform';
import { type ExportRange, type OrderCursor, listExportOrderLines, listExportOrders } from './order-exports.queries';

// Orders and order lines as CSV (decision 0189). Exports are for an organisation's owners and admins: a supplier's
// members and a venue's buyers and staff get 403, another organisation's 404.

const EXPORT_ROLES = ['owner', 'admin'] as const;

interface ExportFile {
  filename: string;
  /** the file, written as its pages are read */
  csv: Readable;
}

/** rows read at a time: a year of a busy supplier's lines is never held whole */
const EXPORT_PAGE_ROWS = 2000;

/** Who may export for the organisation, and the range in its time zone. */
async function requireExportRange(
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
const exportFilename = (range: { slug: string; from: string; to: string }, kind: string) =>
  `${range.slug}-${kind}-${range.from}-to-${range.to}.csv`;

type ExportKind = keyof typeof EXPORT_COLUMNS;

/** One kind of export: its rows read a page after another (keyset) and each written as a row of its file. */
interface ExportSource<Kind extends ExportKind, Row, Cursor> {
  kind: Kind;
  readPage: (range: ExportRange, after: Cursor | undefined, limit: number) => Promise<Row[]>;
  cursorOf: (row: Row) => Cursor;
  fileRowOf: (row: Row) => Record<(typeof EXPORT_COLUMNS)[Kind][number], CsvCell>;
}

/** An export's call: `pageRows` rows are read at a time (tests make it small to cross pages). */
export type Exporter = (
  db: Database,
  user: ApiUser,
  side: ExportRange['side'],
  idOrSlug: string,
  query: ExportQuery,
  pageRows?: number,
) => Promise<ExportFile>;

/**
 * An export for the organisation's owners and admins (decision 0189): the range in its time zone, the source's rows
 * streamed page by page, and the file's name.
 */
export function csvExporter<Kind extends ExportKind, Row, Cursor>(sourceOf: (db: Database) => ExportSource<Kind, Row, Cursor>): Exporter {
  return async (db, user, side, idOrSlug, query, pageRows = EXPORT_PAGE_ROWS) => {
    const source = sourceOf(db);
    const range = await requireExportRange(db, user, side, idOrSlug, query);
    const pages = pagesAfter((after: Cursor | undefined, limit: number) => source.readPage(range, after, limit), source.cursorOf, pageRows);
    return { filename: exportFilename(range, source.kind), csv: csvStream(EXPORT_COLUMNS[source.kind], pages, source.fileRowOf) };
  };
}

const money = (cents: number) => formatMoneyInput(cents);

export const exportOrdersCsv = csvExporter((db) => ({
  kind: 'orders',
  readPage: (range, after: OrderCursor | undefined, limit) => listExportOrders(db, range, after, limit),
  cursorOf: (row) => ({ placed: row.cursorPlaced, supplierOrderId: row.supplierOrderId }),
  fileRowOf: (row) => ({
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
  }),
}));

export const exportOrderLinesCsv = csvExporter((db) => ({
  kind: 'order-lines',
  readPage: (range, after: OrderCursor | undefined, limit) => listExportOrderLines(db, range, after, limit),
  cursorOf: (row) => ({ placed: row.cursorPlaced, supplierOrderId: row.supplierOrderId, lineId: row.lineId }),
  fileRowOf: (row) => ({
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
  }),
}));
