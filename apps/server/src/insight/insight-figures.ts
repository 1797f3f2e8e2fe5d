import type { InsightPeriod, InsightProductRow, InsightStyleRow, InsightTotals } from '@tapline/contracts';
import type { DayFigures } from './insight-period';
import type { SalesRow } from './insight.queries';

// The sums of insight.queries shaped for the page: the period's days, its totals and the previous period's, and each
// breakdown with the previous period's figure beside the current one.

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
}

/** The current period's rows of one kind keyed by `key`, each with the previous period's ex GST. */
function compare<T>(rows: SalesRow[], kind: SalesRow['kind'], key: (row: SalesRow) => string, make: (row: SalesRow) => T) {
  const previous = new Map<string, number>();
  for (const row of rows) if (row.kind === kind && !row.current) previous.set(key(row), row.exCents);
  return rows
    .filter((row) => row.kind === kind && row.current)
    .sort((a, b) => b.exCents - a.exCents || key(a).localeCompare(key(b)))
    .slice(0, BREAKDOWN_ROWS)
    .map((row) => ({
      ...make(row),
      exCents: row.exCents,
      incCents: row.incCents,
      qty: row.qty,
      previousExCents: previous.get(key(row)) ?? 0,
    }));
}

/** the products' rows summed by their style, the period before's beside */
function stylesOf(sales: SalesRow[]): InsightStyleRow[] {
  const styles = new Map<string, InsightStyleRow>();
  for (const row of sales) {
    if (row.kind !== 'product') continue;
    const style = row.productStyle ?? '';
    const sum = styles.get(style) ?? { style, exCents: 0, incCents: 0, qty: 0, previousExCents: 0 };
    if (row.current) {
      sum.exCents += row.exCents;
      sum.incCents += row.incCents;
      sum.qty += row.qty;
    } else sum.previousExCents += row.exCents;
    styles.set(style, sum);
  }
  return [...styles.values()]
    .filter((style) => style.qty > 0)
    .sort((a, b) => b.exCents - a.exCents || a.style.localeCompare(b.style))
    .slice(0, BREAKDOWN_ROWS);
}

export function shapeFigures(period: InsightPeriod, sales: SalesRow[]): Figures {
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
  for (const row of sales) if (row.kind === 'party' && row.partyId) partyNames.set(row.partyId, row.partyName ?? '');
  return {
    days: days.filter((day) => day.day >= period.from),
    totals,
    previousTotals,
    products: compare(
      sales,
      'product',
      (row) => row.productId ?? `name:${row.productName}`,
      (row) => ({ productId: row.productId, name: row.productName ?? '', style: row.productStyle ?? '', partyId: row.productPartyId }),
    ),
    styles: stylesOf(sales),
    parties: compare(
      sales,
      'party',
      (row) => row.partyId ?? '',
      (row) => ({
        partyId: row.partyId ?? '',
        name: row.partyName ?? '',
        slug: row.partySlug ?? '',
        orders: row.orders,
      }),
    ),
    partyNames,
  };
}
