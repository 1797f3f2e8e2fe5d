import { insightDaysBetween, type InsightBucket, type InsightPeriod, type InsightQuery } from '@tapline/contracts';
import { addDays, localDate } from '../shared/calendar';

// A period of calendar days in the organisation's time zone and its buckets (decision 0185): weeks run Monday to
// Sunday and months are calendar months, both of local days, so a week across a change of daylight saving is seven
// local days (167 or 169 hours), never seven UTC days.

/** absent from and to: the 28 days ending today */
const DEFAULT_DAYS = 28;

export interface ResolvedPeriod {
  period: InsightPeriod;
}

export function resolvePeriod(query: InsightQuery, timeZone: string, currency: string, now: Date): ResolvedPeriod {
  const to = query.to ?? localDate(now, timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = insightDaysBetween(from, to) + 1;
  const previousFrom = addDays(from, -days);
  return {
    period: { from, to, days, previousFrom, previousTo: addDays(from, -1), timeZone, currency },
  };
}

/** the Monday of the week a day is in */
function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** the first day of the bucket after the one starting on `key` */
function nextBucket(key: string, by: 'week' | 'month'): string {
  const at = new Date(`${key}T00:00:00Z`);
  if (by === 'week') at.setUTCDate(at.getUTCDate() + 7);
  else at.setUTCMonth(at.getUTCMonth() + 1);
  return at.toISOString().slice(0, 10);
}

const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export interface DayFigures {
  day: string;
  exCents: number;
  incCents: number;
  qty: number;
  orders: number;
}

/**
 * The period's days summed by week or by month, every bucket of the period present (empty ones at 0), in order; a
 * bucket cut by the period's ends starts at the period's first day.
 */
export function bucketDays(period: InsightPeriod, days: readonly DayFigures[], by: 'week' | 'month'): InsightBucket[] {
  const keyOf = (day: string) => (by === 'week' ? mondayOf(day) : `${day.slice(0, 7)}-01`);
  const buckets = new Map<string, InsightBucket>();
  for (let key = keyOf(period.from); key <= period.to; key = nextBucket(key, by)) {
    const at = new Date(`${key}T00:00:00Z`);
    const label = by === 'week' ? `w/c ${dayMonth.format(at)}` : monthYear.format(at);
    buckets.set(key, { start: key < period.from ? period.from : key, label, exCents: 0, incCents: 0, qty: 0, orders: 0 });
  }
  for (const figures of days) {
    const bucket = buckets.get(keyOf(figures.day));
    if (!bucket || figures.day < period.from || figures.day > period.to) continue;
    bucket.exCents += figures.exCents;
    bucket.incCents += figures.incCents;
    bucket.qty += figures.qty;
    bucket.orders += figures.orders;
  }
  return [...buckets.values()];
}
