import {
  formatMoneyInput,
  type SupplierAnalytics,
  type VenueSpend,
  type supplierInsightTables,
  type venueSpendTables,
} from '@tapline/contracts';
import { csvText } from '../platform';

type CsvCell = string | number | null;

// Each table of the analytics and spend pages as a CSV file (decision 0185): what the page's table shows, money in
// dollars ex and inc GST, names behind the formula guard of the product export (platform's csvText).

type Table = { fields: string[]; rows: CsvCell[][] };

const money = (cents: number) => formatMoneyInput(cents);
const figures = ['ex_gst', 'inc_gst', 'qty'];
const figuresOf = (row: { exCents: number; incCents: number; qty: number }): CsvCell[] => [
  money(row.exCents),
  money(row.incCents),
  row.qty,
];
const compared = [...figures, 'previous_ex_gst'];
const comparedOf = (row: { exCents: number; incCents: number; qty: number; previousExCents: number }): CsvCell[] => [
  ...figuresOf(row),
  money(row.previousExCents),
];
const buckets = (rows: SupplierAnalytics['weeks']): Table => ({
  fields: ['start', 'label', ...figures, 'orders'],
  rows: rows.map((row) => [row.start, row.label, ...figuresOf(row), row.orders]),
});
const styles = (rows: SupplierAnalytics['styles']): Table => ({
  fields: ['style', ...compared],
  rows: rows.map((row) => [row.style, ...comparedOf(row)]),
});

function supplierTable(analytics: SupplierAnalytics, table: (typeof supplierInsightTables)[number]): Table {
  switch (table) {
    case 'weeks':
      return buckets(analytics.weeks);
    case 'months':
      return buckets(analytics.months);
    case 'products':
      return {
        fields: ['product', 'style', ...compared],
        rows: analytics.products.map((row) => [row.name, row.style, ...comparedOf(row)]),
      };
    case 'venues':
      return {
        fields: ['venue', 'orders', ...compared],
        rows: analytics.venues.map((row) => [row.name, row.orders, ...comparedOf(row)]),
      };
    case 'styles':
      return styles(analytics.styles);
    case 'lapsed':
      return {
        fields: ['venue', 'order_days', 'median_interval_days', 'last_order', 'days_since'],
        rows: analytics.lapsed.map((row) => [row.name, row.orderDays, row.medianIntervalDays, row.lastOrderDate, row.daysSince]),
      };
    case 'new-venues':
      return {
        fields: ['venue', 'first_order', 'ex_gst'],
        rows: analytics.newVenues.map((row) => [row.name, row.firstOrderDate, money(row.exCents)]),
      };
    case 'not-reordered':
      return {
        fields: ['product', 'venues', 'qty'],
        rows: analytics.notReordered.map((row) => [row.name, row.venues, row.qty]),
      };
  }
}

function venueTable(spend: VenueSpend, table: (typeof venueSpendTables)[number]): Table {
  switch (table) {
    case 'months':
      return buckets(spend.months);
    case 'suppliers':
      return {
        fields: ['supplier', 'orders', ...compared],
        rows: spend.suppliers.map((row) => [row.name, row.orders, ...comparedOf(row)]),
      };
    case 'products':
      return {
        fields: ['product', 'supplier', 'style', ...compared],
        rows: spend.products.map((row) => [row.name, row.supplierName, row.style, ...comparedOf(row)]),
      };
    case 'styles':
      return styles(spend.styles);
  }
}

/** the table as the file: every text cell behind the formula guard of the product export (platform's csvText) */
const fileOf = ({ fields, rows }: Table) =>
  csvText(
    fields,
    rows.map((row) => Object.fromEntries(fields.map((field, index) => [field, row[index] ?? null]))),
  );
const periodName = ({ period }: { period: { from: string; to: string } }) => `${period.from}-to-${period.to}`;

export function supplierInsightCsv(slug: string, analytics: SupplierAnalytics, table: (typeof supplierInsightTables)[number]) {
  return { csv: fileOf(supplierTable(analytics, table)), filename: `${slug}-${table}-${periodName(analytics)}.csv` };
}

export function venueSpendCsv(slug: string, spend: VenueSpend, table: (typeof venueSpendTables)[number]) {
  return { csv: fileOf(venueTable(spend, table)), filename: `${slug}-spend-${table}-${periodName(spend)}.csv` };
}
