import { TZDate } from '@date-fns/tz';
import rrule from 'rrule';
import { STANDING_DEFAULT_CUTOFF, STANDING_REMINDER_HOURS, type HolidayPolicy } from '@tapline/contracts';
import { addDays } from '../../shared/calendar';

// A standing order's calendar (decisions 0166 and 0167), as pure rules: the dates its template gives, when each is
// placed (the supplier's cut-off, in its time zone) and reminded, and where a holiday or closure moves it.

const { RRule } = rrule;

/** rrule numbers weekdays from Monday; Tapline (as the supplier's delivery weekdays) from Sunday. */
const RRULE_WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Without lead days set, an order goes the day before its delivery, as checkout counts them (shared/delivery-dates). */
const DEFAULT_LEAD_DAYS = 1;
/** A holiday or closure moves a delivery at most this many days either way; none free within it: skipped. */
const MOVE_DAYS_MAX = 7;

export interface StandingRule {
  deliveryWeekdays: readonly number[];
  everyWeeks: number;
  /** YYYY-MM-DD */
  startsOn: string;
  endsOn: string | null;
}

export interface SupplierTiming {
  /** local HH:MM in the supplier's zone; null: STANDING_DEFAULT_CUTOFF */
  orderCutoffTime: string | null;
  leadDays: number | null;
  timeZone: string;
  /** empty or null: any day */
  deliveryWeekdays: readonly number[] | null;
}

function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function weekdayOf(date: string): number {
  return utcDay(date).getUTCDay();
}

export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? String(weekday);
}

/**
 * The template's dates from `from` to `to` (inclusive): weekly on its weekdays, every `everyWeeks` weeks counted from
 * the week of `startsOn` (weeks start on Monday), never before `startsOn` nor after `endsOn`. The dates come from the
 * rule alone, so a skipped or moved occurrence never shifts a fortnightly rhythm.
 */
export function scheduledDates(rule: StandingRule, from: string, to: string): string[] {
  const last = rule.endsOn !== null && rule.endsOn < to ? rule.endsOn : to;
  const first = from > rule.startsOn ? from : rule.startsOn;
  if (first > last) return [];
  const recurrence = new RRule({
    freq: RRule.WEEKLY,
    interval: rule.everyWeeks,
    byweekday: [...new Set(rule.deliveryWeekdays)].sort().map((day) => RRULE_WEEKDAYS[day]!),
    wkst: RRule.MO,
    dtstart: utcDay(rule.startsOn),
  });
  return recurrence.between(utcDay(first), utcDay(last), true).map((date) => date.toISOString().slice(0, 10));
}

/**
 * When the job places the delivery of `deliveryDate`: the supplier's cut-off on the day its lead days before, on the
 * supplier's own clock (a TZDate holds the wall time in that zone, so 14:00 stays 14:00 across daylight saving).
 */
export function placeAtOf(deliveryDate: string, supplier: SupplierTiming): Date {
  const orderDay = addDays(deliveryDate, -leadDaysOf(supplier));
  const [year, month, day] = orderDay.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = (supplier.orderCutoffTime ?? STANDING_DEFAULT_CUTOFF).split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, supplier.timeZone).getTime());
}

/** The supplier's lead days, or the default when it set none. */
export function leadDaysOf(supplier: Pick<SupplierTiming, 'leadDays'>): number {
  return supplier.leadDays ?? DEFAULT_LEAD_DAYS;
}

export function remindAtOf(placeAt: Date): Date {
  return new Date(placeAt.getTime() - STANDING_REMINDER_HOURS * 3600 * 1000);
}

/** Whether the supplier delivers on that date's weekday (no weekdays set: every day). */
export function supplierDeliversOn(date: string, supplier: Pick<SupplierTiming, 'deliveryWeekdays'>): boolean {
  const days = supplier.deliveryWeekdays;
  return !days || days.length === 0 || days.includes(weekdayOf(date));
}

/** The weekdays asked for that the supplier doesn't deliver on. */
export function unservedWeekdays(asked: readonly number[], supplier: Pick<SupplierTiming, 'deliveryWeekdays'>): number[] {
  const days = supplier.deliveryWeekdays;
  if (!days || days.length === 0) return [];
  return asked.filter((day) => !days.includes(day));
}

export interface PlannedDelivery {
  deliveryDate: string;
  /** why it moved or was skipped; null when it didn't */
  calendarNote: string | null;
  /** the calendar skips it (the supplier's policy, or no free day near) */
  skipped: boolean;
}

/**
 * Where the calendar puts a scheduled date (decision 0167): on it, when it is neither a public holiday (in the venue's
 * state) nor a closure of the supplier; else, by the supplier's policy, on the nearest earlier or later day that is
 * none of those and one of the supplier's delivery weekdays (within a week; earlier only while its cut-off is still
 * ahead), or skipped.
 */
export function planDelivery(
  scheduledDate: string,
  calendar: {
    policy: HolidayPolicy;
    /** date → why nothing is delivered that day ("Labour Day (NSW)", "Closed: stocktake") */
    closedDays: ReadonlyMap<string, string>;
    supplier: SupplierTiming;
    now: Date;
  },
): PlannedDelivery {
  const reason = calendar.closedDays.get(scheduledDate);
  if (reason === undefined) return { deliveryDate: scheduledDate, calendarNote: null, skipped: false };
  if (calendar.policy === 'skip') return { deliveryDate: scheduledDate, calendarNote: reason, skipped: true };
  const step = calendar.policy === 'earlier' ? -1 : 1;
  for (let offset = 1; offset <= MOVE_DAYS_MAX; offset += 1) {
    const date = addDays(scheduledDate, step * offset);
    if (calendar.closedDays.has(date) || !supplierDeliversOn(date, calendar.supplier)) continue;
    if (step < 0 && placeAtOf(date, calendar.supplier) <= calendar.now) break;
    return { deliveryDate: date, calendarNote: reason, skipped: false };
  }
  return { deliveryDate: scheduledDate, calendarNote: `${reason}: no delivery day near it`, skipped: true };
}
