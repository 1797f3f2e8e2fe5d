import Holidays from 'date-holidays';

// Australian public holidays by state (decisions 0167 and 0172): date-holidays, public holidays only (no bank or
// school days, no observances). The state is always an address's own field, never guessed from its postcode (towns
// straddle NSW and QLD; the ACT's postcodes are 2xxx); a venue without one gets the national holidays.

const STATE_NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** An address's state as date-holidays names it (NSW, VIC …), from its code or its full name; null when neither. */
export function stateCodeOf(state: string | null | undefined): string | null {
  const trimmed = state?.trim();
  if (!trimmed) return null;
  const upper = trimmed.toUpperCase();
  if (STATE_NAMES[upper]) return upper;
  return Object.keys(STATE_NAMES).find((code) => STATE_NAMES[code]!.toUpperCase() === upper) ?? null;
}

/** Computing a year's holidays takes a few milliseconds: each state's year is worked out once per process. */
const years = new Map<string, ReadonlyMap<string, string>>();

function holidaysOf(state: string | null, year: number): ReadonlyMap<string, string> {
  const key = `${state ?? 'AU'}:${year}`;
  let found = years.get(key);
  if (!found) {
    const calendar = state ? new Holidays('AU', state, { types: ['public'] }) : new Holidays('AU', { types: ['public'] });
    const days = new Map<string, string>();
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const date = holiday.date.slice(0, 10);
      if (!days.has(date)) days.set(date, holiday.name);
    }
    found = days;
    years.set(key, found);
  }
  return found;
}

/** The public holidays from `from` to `to` (inclusive) in the state (null: national ones), date → name. */
export function publicHolidaysBetween(state: string | null, from: string, to: string): Map<string, string> {
  const days = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const [date, name] of holidaysOf(state, year)) if (date >= from && date <= to) days.set(date, name);
  }
  return days;
}

/**
 * The days nothing is delivered from `from` to `to`, with why: the state's public holidays ("Labour Day (NSW)") and
 * the supplier's closures ("Closed: stocktake"); a closure's reason wins on a day that is both.
 */
export function closedDaysOf(
  state: string | null,
  closures: readonly { date: string; reason: string }[],
  from: string,
  to: string,
): Map<string, string> {
  const days = new Map<string, string>();
  for (const [date, name] of publicHolidaysBetween(state, from, to)) days.set(date, state ? `${name} (${state})` : name);
  for (const closure of closures) if (closure.date >= from && closure.date <= to) days.set(closure.date, `Closed: ${closure.reason}`);
  return days;
}
