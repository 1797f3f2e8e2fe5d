import type { InsightPeriod, InsightProductRow, InsightStyleRow, InsightTotals } from '@tapline/contracts';
import type { DayFigures } from './insight-period';
import type { ProductSums } from './insight-products.queries';
import type { SalesRow } from './insight.queries';

// The sums of insight.queries and insight-products.queries shaped for the page: the period's days, its totals and the
// previous period's, and each breakdown with the previous period's figure beside the current one.

/** how many rows a breakdown keeps, the largest first */
export const BREAKDOWN_ROWS = 100;

const zero = (): InsightTotals => ({ exCents: 0, incCents: 0, qty: 0, orders: 0 });

interface PartyRow {
  partyId: string;
  name: string;
  slug: string;
  orders: number;
  exCents: number;
  incCents: number;
  qty: number;
  previousExCents: number;
}

export interface Figures {
  days: DayFigures[];
  totals: InsightTotals;
  previousTotals: InsightTotals;
  products: (InsightProductRow & { partyId: string | null })[];
  styles: InsightStyleRow[];
  parties: PartyRow[];
  /** the other parties' names by id, whichever period they traded in */
  partyNames: Map<string, string>;
  /** every party's ex GST in the period (the breakdown keeps the largest only) */
  partyExCents: Map<string, number>;
}

/** The current period's parties, the largest first, each with the previous period's ex GST. */
function compareParties(rows: SalesRow[]): PartyRow[] {
  const previous = new Map<string, number>();
  for (const row of rows) if (row.kind === 'party' && !row.current) previous.set(row.partyId ?? '', row.exCents);
  return rows
    .filter((row) => row.kind === 'party' && row.current)
    .sort((a, b) => b.exCents - a.exCents || (a.partyId ?? '').localeCompare(b.partyId ?? ''))
    .slice(0, BREAKDOWN_ROWS)
    .map((row) => ({
      partyId: row.partyId ?? '',
      name: row.partyName ?? '',
      slug: row.partySlug ?? '',
      orders: row.orders,
      exCents: row.exCents,
      incCents: row.incCents,
      qty: row.qty,
      previousExCents: previous.get(row.partyId ?? '') ?? 0,
    }));
}

/** the products as the database chose and ordered them (the largest first) */
function productsOf(sums: ProductSums[]): Figures['products'] {
  return sums
    .filter((row) => row.kind === 'product')
    .map((row) => ({
      productId: row.productId,
      name: row.name,
      style: row.style,
      partyId: row.partyId,
      exCents: row.exCents,
      incCents: row.incCents,
      qty: row.qty,
      previousExCents: row.previousExCents,
    }));
}

/** the styles sold in the period, the largest first, the period before's beside */
function stylesOf(sums: ProductSums[]): InsightStyleRow[] {
  return sums
    .filter((row) => row.kind === 'style' && row.qty > 0)
    .map(({ style, exCents, incCents, qty, previousExCents }) => ({ style, exCents, incCents, qty, previousExCents }))
    .sort((a, b) => b.exCents - a.exCents || a.style.localeCompare(b.style))
    .slice(0, BREAKDOWN_ROWS);
}

export function shapeFigures(period: InsightPeriod, sales: SalesRow[], products: ProductSums[]): Figures {
  const days = sales
    .filter((row) => row.kind === 'day' && row.day !== null)
    .map((row) => ({ day: row.day as string, exCents: row.exCents, incCents: row.incCents, qty: row.qty, orders: row.orders }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const totals = zero();
  const previousTotals = zero();
  for (const day of days) {
    const sum = day.day >= period.from ? totals : previousTotals;
    sum.exCents += day.exCents;
    sum.incCents += day.incCents;
    sum.qty += day.qty;
    sum.orders += day.orders;
  }
  const partyNames = new Map<string, string>();
  const partyExCents = new Map<string, number>();
  for (const row of sales) {
    if (row.kind !== 'party' || !row.partyId) continue;
    partyNames.set(row.partyId, row.partyName ?? '');
    if (row.current) partyExCents.set(row.partyId, row.exCents);
  }
  return {
    days: days.filter((day) => day.day >= period.from),
    totals,
    previousTotals,
    products: productsOf(products),
    styles: stylesOf(products),
    parties: compareParties(sales),
    partyNames,
    partyExCents,
  };
}
