/**
 * URL search params are untrusted input: each reader takes what it can use and drops the rest (`undefined`)
 * rather than failing the page. Hand-written rather than zod so the scripts every page loads carry no schema
 * library (docs/decisions/0087): every route's `validateSearch` is in the main chunk.
 */

/** What a route's `validateSearch` receives: the router's parse of the query string. */
export type UrlSearchInput = Record<string, unknown>;

/** A whole number from the URL, parsed base-10 ("08" → 8), within min..max; anything else is undefined. */
export function urlInteger(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** Free text from the URL, trimmed, at most 100 characters; the router turns `?q=1664` into a number, so take it back as text. */
export function urlText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text && text.length <= 100 ? text : undefined;
}

/** A string of at most `maxLength` characters, as given. */
export function urlString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** One of `choices`. */
export function urlChoice<const T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid (an organisation's, an order's), as given. */
export function urlUuid(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/** A real calendar day (YYYY-MM-DD: 2026-02-30 is none), as given. */
export function urlCalendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The search of a mailed link's page (an invite, an application's confirmation): its `?token=`, which the loader uses. */
export const mailedTokenSearch = {
  validateSearch: (search: UrlSearchInput): { token?: string | undefined } => ({ token: urlString(search.token, 200) }),
  loaderDeps: ({ search }: { search: { token?: string | undefined } }) => ({ token: search.token }),
};
