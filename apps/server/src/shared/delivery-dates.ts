import { addDays, localDateTime } from './calendar';

// When a supplier can deliver (docs/domain.md, Delivery days; decision 0106), in the venue's time zone:
// an order sent at or after the cut-off counts as the next day's; the lead days follow that day; the delivery is
// on one of the supplier's delivery weekdays (0 = Sunday … 6 = Saturday; none set = any day), and never on a day it
// doesn't deliver: a public holiday where the venue is, or a closure of the supplier (decision 0172).

export interface DeliveryRules {
  deliveryWeekdays: readonly number[] | null;
  /** local HH:MM */
  orderCutoffTime: string | null;
  leadDays: number | null;
  /** date → why nothing is delivered then ("Labour Day (NSW)", "Closed: Stocktake"); absent = none */
  closedDays?: ReadonlyMap<string, string>;
}

/** Without lead days set, the earliest delivery is the next day: no supplier promises the day it is told. */
const DEFAULT_LEAD_DAYS = 1;
/** How far ahead a venue may ask for a delivery. */
export const DELIVERY_HORIZON_DAYS = 90;

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first day a delivery could be, before the weekdays are applied. */
export function earliestDelivery(now: Date, timeZone: string, rules: DeliveryRules): string {
  const { date, time } = localDateTime(now, timeZone);
  const orderDay = rules.orderCutoffTime !== null && time >= rules.orderCutoffTime ? addDays(date, 1) : date;
  return addDays(orderDay, rules.leadDays ?? DEFAULT_LEAD_DAYS);
}

function onDeliveryWeekday(date: string, rules: DeliveryRules): boolean {
  return !rules.deliveryWeekdays || rules.deliveryWeekdays.length === 0 || rules.deliveryWeekdays.includes(weekdayOf(date));
}

/**
 * The next `count` days the supplier can deliver an order sent at `now`, earliest first, and the delivery weekdays
 * left out on the way (holidays, closures) from the earliest day to the last one offered, with why.
 */
export function deliveryDaysOffered(now: Date, timeZone: string, rules: DeliveryRules, count: number) {
  const first = earliestDelivery(now, timeZone, rules);
  const dates: string[] = [];
  const closedDays: { date: string; reason: string }[] = [];
  for (let offset = 0; offset <= DELIVERY_HORIZON_DAYS && dates.length < count; offset += 1) {
    const date = addDays(first, offset);
    if (!onDeliveryWeekday(date, rules)) continue;
    const closed = rules.closedDays?.get(date);
    if (closed === undefined) dates.push(date);
    else closedDays.push({ date, reason: closed });
  }
  const last = dates.at(-1);
  return { dates, closedDays: closedDays.filter((day) => last !== undefined && day.date < last) };
}

/** The next `count` days the supplier can deliver an order sent at `now`, earliest first. */
export function nextDeliveryDates(now: Date, timeZone: string, rules: DeliveryRules, count: number): string[] {
  return deliveryDaysOffered(now, timeZone, rules, count).dates;
}

/** "2027-10-04 is Labour Day (NSW): no deliveries"; a closure: "2027-12-29: the supplier is closed (Christmas break)". */
function closedDayProblem(date: string, reason: string): string {
  const closure = /^Closed: (.*)$/.exec(reason);
  return closure ? `${date}: the supplier is closed (${closure[1]}), no deliveries` : `${date} is ${reason}: no deliveries`;
}

/** Why `date` can't be asked for, or null when it can. */
export function deliveryDateProblem(date: string, now: Date, timeZone: string, rules: DeliveryRules): string | null {
  const first = earliestDelivery(now, timeZone, rules);
  if (date < first) {
    return rules.orderCutoffTime !== null
      ? `${date} is too soon: an order sent now can be delivered from ${first} (cut-off ${rules.orderCutoffTime}, ${rules.leadDays ?? DEFAULT_LEAD_DAYS} lead days)`
      : `${date} is too soon: an order sent now can be delivered from ${first}`;
  }
  if (date > addDays(first, DELIVERY_HORIZON_DAYS)) return `${date} is too far ahead: choose a day within ${DELIVERY_HORIZON_DAYS} days`;
  if (!onDeliveryWeekday(date, rules)) return `${date} is not one of the supplier's delivery days`;
  const closed = rules.closedDays?.get(date);
  if (closed !== undefined) return closedDayProblem(date, closed);
  return null;
}
