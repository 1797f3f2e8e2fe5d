import { addDays } from '../../shared/calendar';

// A statement's month, in the supplier's calendar (decision 0163): its first and last day, and the day its open items'
// ages are counted at — the last day, or today while the month is under way.

export interface StatementPeriod {
  /** YYYY-MM */
  month: string;
  from: string;
  to: string;
  asOf: string;
}

function firstDayAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
}

/** The month of a calendar date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month before the one `date` is in: the month the first of the month's statements cover. */
export function monthBefore(date: string): string {
  return monthOf(addDays(`${monthOf(date)}-01`, -1));
}

/** The month's days and its statement date, `today` being the calendar's (a month not begun there has its first day). */
export function periodOf(month: string, today: string): StatementPeriod {
  const from = `${month}-01`;
  const to = addDays(firstDayAfter(month), -1);
  const asOf = today < from ? from : today < to ? today : to;
  return { month, from, to, asOf };
}

/** Whole days from `earlier` to `later` (negative when `later` comes first). */
export function daysBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);
}
