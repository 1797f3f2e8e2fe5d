import { z } from 'zod';
import { CalendarDate } from './ordering';

// Orders, order lines, invoices and payments as CSV files for a range of days (decision 0189), on either side.

/** the files, each at GET /api/{suppliers|venues}/{id}/exports/{kind}.csv */
export const exportKinds = ['orders', 'order-lines', 'invoices', 'payments'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** the longest range one file covers, in days, both ends counted: a year, a leap year's included */
export const EXPORT_RANGE_DAYS_MAX = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * `?from=2026-11-01&to=2026-11-30`: calendar days of the organisation's time zone, both ends included. Orders count by
 * the day they were placed, invoices and adjustment notes by their issue date, payments by the day paid.
 */
export const ExportQuery = z.object({ from: CalendarDate, to: CalendarDate }).superRefine(({ from, to }, context) => {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  else if (days > EXPORT_RANGE_DAYS_MAX)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range is at most ${EXPORT_RANGE_DAYS_MAX} days: choose a to nearer from`,
    });
});
export type ExportQuery = z.infer<typeof ExportQuery>;

/** the columns of each file, in order */
export const EXPORT_COLUMNS = {
  orders: [
    'order_number',
    'placed_at',
    'supplier',
    'venue',
    'status',
    'delivery_date',
    'purchase_order_number',
    'delivery_zone',
    'subtotal_ex_gst',
    'delivery_fee_ex_gst',
    'gst',
    'total',
    'currency',
    'venue_note',
  ],
  'order-lines': [
    'order_number',
    'placed_at',
    'supplier',
    'venue',
    'status',
    'sku_code',
    'product',
    'pack',
    'ordered_qty',
    'supplied_qty',
    'unit_price_ex_gst',
    'gst_rate',
    'line_total_ex_gst',
  ],
  invoices: [
    'number',
    'kind',
    'issue_date',
    'due_date',
    'supplier',
    'venue',
    'order_number',
    'relates_to',
    'reason',
    'subtotal_ex_gst',
    'gst',
    'total',
    'currency',
  ],
  payments: ['paid_on', 'invoice_number', 'supplier', 'venue', 'amount', 'currency', 'reference', 'source'],
} as const satisfies Record<ExportKind, readonly string[]>;
export type ExportColumn<Kind extends ExportKind> = (typeof EXPORT_COLUMNS)[Kind][number];
