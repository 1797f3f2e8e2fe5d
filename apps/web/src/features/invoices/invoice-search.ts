import type { AgeingBucket, InvoiceState } from '@tapline/contracts';
import { urlChoice, urlInteger, type UrlSearchInput } from '@/lib/url-search';

// The invoices' and statements' `validateSearch` are in the scripts every page loads (decision 0087): this module
// takes only types from the contracts, whose schemas would bring zod along.

/** The states an address may filter by, as the contract has them (a test holds the two together). */
export const INVOICE_STATES: readonly InvoiceState[] = ['open', 'part_paid', 'paid', 'overdue', 'credited'];

/** An invoices list's search: a known state, a page past the first. */
export function invoiceListSearch(input: UrlSearchInput): { state?: InvoiceState | undefined; page?: number | undefined } {
  return { state: urlChoice(input.state, INVOICE_STATES), page: urlInteger(input.page, 2, 1000) };
}

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
