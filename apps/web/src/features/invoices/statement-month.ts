import type { AgeingBucket } from '@tapline/contracts';
import type { UrlSearchInput } from '@/lib/url-search';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A statements page's search: `?month=2026-11`, a month as the API takes it; absent, the supplier's current one. */
export function statementSearch(input: UrlSearchInput): { month?: string | undefined } {
  return { month: typeof input.month === 'string' && MONTH.test(input.month) ? input.month : undefined };
}

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The month it is now in `timeZone` ("2026-11"): the latest a statement can be of. */
export function monthIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
}

/** The ageing buckets as a statement heads them. */
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days1To30: '1–30 days',
  days31To60: '31–60 days',
  days61To90: '61–90 days',
  over90: 'Over 90 days',
};
