import type {
  ClosureCreate,
  DeliveryCalendar,
  DeliveryCalendarPatch,
  OccurrenceRangeQuery,
  StandingDemand,
  StandingDemandDay,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { addDays, localDate } from '../../shared/calendar';
import { findSupplierTiming } from './standing-orders.queries';
import { planStandingOrder } from './standing-plan.service';
import { publicHolidaysBetween, stateCodeOf } from '../../shared/public-holidays';
import {
  deleteClosure,
  listCalendarStates,
  listClosures,
  listRunningStandingOrderIds,
  listScheduledDemand,
  listVenueSkuPrices,
  setHolidayPolicy,
  upsertClosures,
} from './supplier-calendar.queries';

// The supplier's side of standing orders (docs/domain.md, Standing orders; decision 0167): what they will place per
// delivery day (a forecast at today's prices), its closures, and what it does with a delivery on a holiday. Its
// members read; owners and admins change. A change of the calendar re-plans the standing orders it delivers.

const DEMAND_DAYS = 8 * 7;
const DEMAND_DAYS_MAX = 100;
/** The public holidays the calendar lists: a year ahead. */
const HOLIDAY_DAYS = 365;
/** A closure of several days at once is at most this long. */
const CLOSURE_DAYS_MAX = 60;
const MANAGERS = ['owner', 'admin'] as const;

async function requireSupplier(db: Database, user: ApiUser, supplierId: string, manage: boolean) {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierId, manage ? MANAGERS : undefined);
  return organisation;
}

/** GET /api/suppliers/{id}/standing-demand?from&to */
export async function getStandingDemand(
  db: Database,
  user: ApiUser,
  supplierId: string,
  query: OccurrenceRangeQuery,
  now: Date,
): Promise<StandingDemand> {
  const supplier = await requireSupplier(db, user, supplierId, false);
  const from = query.from ?? localDate(now, supplier.timeZone);
  const to = query.to ?? addDays(from, DEMAND_DAYS - 1);
  if (to < from) throw AppError.validation([{ field: 'to', message: 'must be on or after from' }], 'query');
  if (to > addDays(from, DEMAND_DAYS_MAX))
    throw AppError.validation([{ field: 'to', message: `at most ${DEMAND_DAYS_MAX} days after from` }], 'query');
  const { occurrences, templateLines } = await listScheduledDemand(db, supplier.id, from, to);
  const linesOf = (occurrence: (typeof occurrences)[number]) =>
    occurrence.overrideLines ?? templateLines.filter((line) => line.standingOrderId === occurrence.standingOrderId);
  const prices = new Map(
    (
      await listVenueSkuPrices(
        db,
        occurrences.flatMap((occurrence) =>
          linesOf(occurrence).map((line) => ({ venueId: occurrence.venue.id, skuId: line.skuId, qty: line.qty })),
        ),
      )
    ).map((price) => [`${price.venueId}:${price.skuId}:${price.qty}`, price]),
  );
  const days = new Map<string, StandingDemandDay>();
  for (const occurrence of occurrences) {
    const day = days.get(occurrence.deliveryDate) ?? {
      date: occurrence.deliveryDate,
      placeAt: occurrence.placeAt.toISOString(),
      venues: [],
      lines: [],
      subtotalCents: 0,
    };
    if (occurrence.placeAt.toISOString() < day.placeAt) day.placeAt = occurrence.placeAt.toISOString();
    let venueSubtotal = 0;
    for (const line of linesOf(occurrence)) {
      const price = prices.get(`${occurrence.venue.id}:${line.skuId}:${line.qty}`);
      if (!price) continue;
      const cents = price.unitPriceCents * line.qty;
      venueSubtotal += cents;
      const total = day.lines.find((entry) => entry.skuId === line.skuId);
      if (total) {
        total.qty += line.qty;
        total.subtotalCents += cents;
      } else
        day.lines.push({ skuId: line.skuId, productName: price.productName, skuName: price.skuName, qty: line.qty, subtotalCents: cents });
    }
    day.venues.push({ ...occurrence.venue, standingOrderId: occurrence.standingOrderId, subtotalCents: venueSubtotal });
    day.subtotalCents += venueSubtotal;
    days.set(day.date, day);
  }
  for (const day of days.values())
    day.lines.sort((a, b) => a.productName.localeCompare(b.productName) || a.skuName.localeCompare(b.skuName));
  return { days: [...days.values()], currency: supplier.currency };
}

async function calendarOf(db: Database, supplier: { id: string; timeZone: string }, now: Date): Promise<DeliveryCalendar> {
  const today = localDate(now, supplier.timeZone);
  const until = addDays(today, HOLIDAY_DAYS);
  const [timing, closures, states] = await Promise.all([
    findSupplierTiming(db, supplier.id),
    listClosures(db, supplier.id, today),
    listCalendarStates(db, supplier.id),
  ]);
  const holidays = new Map<string, { date: string; name: string; states: string[] }>();
  for (const state of [...new Set(states.map(stateCodeOf).filter((code): code is string => code !== null))].sort()) {
    for (const [date, name] of publicHolidaysBetween(state, today, until)) {
      const key = `${date}:${name}`;
      const holiday = holidays.get(key) ?? { date, name, states: [] };
      holiday.states.push(state);
      holidays.set(key, holiday);
    }
  }
  return {
    holidayPolicy: timing!.holidayPolicy,
    closures,
    publicHolidays: [...holidays.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name)),
  };
}

/** Every running standing order of the supplier planned again (its closures or policy changed). */
async function replanSupplier(db: Database, supplierId: string, now: Date): Promise<void> {
  for (const id of await listRunningStandingOrderIds(db, supplierId)) await planStandingOrder(db, id, now);
}

/** GET /api/suppliers/{id}/delivery-calendar */
export async function getDeliveryCalendar(db: Database, user: ApiUser, supplierId: string, now: Date): Promise<DeliveryCalendar> {
  return calendarOf(db, await requireSupplier(db, user, supplierId, false), now);
}

/** PATCH /api/suppliers/{id}/delivery-calendar */
export async function updateDeliveryCalendar(
  db: Database,
  user: ApiUser,
  supplierId: string,
  input: DeliveryCalendarPatch,
  now: Date,
): Promise<DeliveryCalendar> {
  const supplier = await requireSupplier(db, user, supplierId, true);
  await setHolidayPolicy(db, supplier.id, input.holidayPolicy, now);
  await replanSupplier(db, supplier.id, now);
  return calendarOf(db, supplier, now);
}

/** POST /api/suppliers/{id}/closures: one day or a run of days, from today on; a day closed already takes the new reason. */
export async function addClosures(
  db: Database,
  user: ApiUser,
  supplierId: string,
  input: ClosureCreate,
  now: Date,
): Promise<DeliveryCalendar> {
  const supplier = await requireSupplier(db, user, supplierId, true);
  const today = localDate(now, supplier.timeZone);
  if (input.date < today) throw AppError.validation([{ field: 'date', message: `must be today (${today}) or later` }], 'body');
  const last = input.to ?? input.date;
  if (last > addDays(input.date, CLOSURE_DAYS_MAX - 1))
    throw AppError.validation(
      [{ field: 'to', message: `a closure is at most ${CLOSURE_DAYS_MAX} days: add a longer one in parts` }],
      'body',
    );
  const dates: string[] = [];
  for (let date = input.date; date <= last; date = addDays(date, 1)) dates.push(date);
  await upsertClosures(db, supplier.id, dates, input.reason);
  await replanSupplier(db, supplier.id, now);
  return calendarOf(db, supplier, now);
}

/** DELETE /api/suppliers/{id}/closures/{closureId} */
export async function removeClosure(db: Database, user: ApiUser, supplierId: string, closureId: string, now: Date): Promise<void> {
  const supplier = await requireSupplier(db, user, supplierId, true);
  if (!(await deleteClosure(db, supplier.id, closureId))) throw AppError.notFound('Closure');
  await replanSupplier(db, supplier.id, now);
}
