import { z } from 'zod';
import { Cents, Currency, DateTime, IdOrSlug, text, Uuid } from './common';
import { OrganisationRef } from './organisations';
import { CART_LINES_MAX, CalendarDate, OrganisationWithLogo, Qty } from './ordering';

// Standing orders (docs/domain.md, Standing orders; issue 35): a venue's order that goes to one supplier on its own,
// on the supplier's delivery days it chose, every week or every N weeks. Each delivery date is an occurrence with its
// own state, made 8 weeks ahead; at the supplier's cut-off for that delivery (its time zone) a job places it through
// the normal checkout, at that day's prices and stock. Holidays and the supplier's closures move or skip occurrences.

/** How far ahead occurrences are made. */
export const STANDING_WEEKS_AHEAD = 8;
/** The reminder goes this long before the cut-off. */
export const STANDING_REMINDER_HOURS = 24;
/** A supplier without a cut-off time gets its standing orders at this local time (HH:MM) on the order day (decision 0166). */
export const STANDING_DEFAULT_CUTOFF = '12:00';
/** A tick that finds an occurrence this long past its cut-off marks it failed instead of placing it late. */
export const STANDING_PLACEMENT_GRACE_MINUTES = 15;
/** The most weeks between deliveries ("every N weeks"). */
export const STANDING_EVERY_WEEKS_MAX = 8;

export const standingOrderStatuses = ['active', 'paused', 'ended'] as const;
export const StandingOrderStatus = z.enum(standingOrderStatuses);
export type StandingOrderStatus = z.infer<typeof StandingOrderStatus>;

/**
 * An occurrence's state: `scheduled` (will be placed at its cut-off), `skipped` (by the venue, or by a holiday the
 * supplier skips), `placed` (its order exists), `needs_attention` (nothing could be ordered, or under the minimum: no
 * order), `failed` (its cut-off passed without a placement: never placed late).
 */
export const occurrenceStatuses = ['scheduled', 'skipped', 'placed', 'needs_attention', 'failed'] as const;
export const OccurrenceStatus = z.enum(occurrenceStatuses);
export type OccurrenceStatus = z.infer<typeof OccurrenceStatus>;

/** What a supplier does with a delivery that falls on a public holiday or one of its closures. */
export const holidayPolicies = ['earlier', 'later', 'skip'] as const;
export const HolidayPolicy = z.enum(holidayPolicies);
export type HolidayPolicy = z.infer<typeof HolidayPolicy>;

/** 0 = Sunday … 6 = Saturday, as the supplier's delivery weekdays number them. */
const Weekday = z.number().int().min(0, 'a weekday is 0 (Sunday) to 6 (Saturday)').max(6, 'a weekday is 0 (Sunday) to 6 (Saturday)');
const Weekdays = z
  .array(Weekday)
  .min(1, 'choose at least one delivery day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'each delivery day once');
const EveryWeeks = z
  .number()
  .int()
  .min(1, 'everyWeeks must be at least 1')
  .max(STANDING_EVERY_WEEKS_MAX, `everyWeeks must be at most ${STANDING_EVERY_WEEKS_MAX}`);
const version = z.number().int().min(1, 'version must be at least 1').max(2_147_483_647);

export const StandingLineInput = z.object({ skuId: Uuid, qty: Qty });
export type StandingLineInput = z.infer<typeof StandingLineInput>;
const Lines = z
  .array(StandingLineInput)
  .min(1, 'add at least one line')
  .max(CART_LINES_MAX, `at most ${CART_LINES_MAX} lines`)
  .refine((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, 'each SKU once');

/** POST /api/venues/{id}/standing-orders (owner or admin): the lines are the supplier's SKUs. */
export const StandingOrderCreate = z
  .object({
    supplierId: Uuid,
    deliveryWeekdays: Weekdays,
    everyWeeks: EveryWeeks.default(1),
    startsOn: CalendarDate,
    endsOn: CalendarDate.nullable().default(null),
    /** the note each placed order carries to the supplier */
    note: text().trim().max(1000).default(''),
    lines: Lines,
  })
  .strict()
  .refine((input) => input.endsOn === null || input.endsOn >= input.startsOn, {
    message: 'endsOn must be on or after startsOn',
    path: ['endsOn'],
  });
export type StandingOrderCreate = z.infer<typeof StandingOrderCreate>;

/**
 * PATCH /api/standing-orders/{id} (owner or admin): the template. `version` is the one read (a change since → 409).
 * Future occurrences not edited one by one follow it; placed, skipped and edited ones stay as they are.
 */
export const StandingOrderPatch = z
  .object({
    version,
    deliveryWeekdays: Weekdays.optional(),
    everyWeeks: EveryWeeks.optional(),
    endsOn: CalendarDate.nullable().optional(),
    note: text().trim().max(1000).optional(),
    lines: Lines.optional(),
  })
  .strict();
export type StandingOrderPatch = z.infer<typeof StandingOrderPatch>;

/** POST /api/standing-orders/{id}/pause: nothing is placed until `until` (occurrences before it are skipped); resumes on its own. */
export const StandingOrderPause = z.object({ until: CalendarDate }).strict();
export type StandingOrderPause = z.infer<typeof StandingOrderPause>;

/** PUT /api/standing-occurrences/{id}/lines ("Edit this one"): this occurrence's lines only. */
export const OccurrenceLinesInput = z.object({ lines: Lines }).strict();
export type OccurrenceLinesInput = z.infer<typeof OccurrenceLinesInput>;

/** One line as it would be ordered now: today's price for this venue, and why it would be left out (null = it goes). */
export const StandingLine = z.object({
  skuId: Uuid,
  productId: Uuid,
  productSlug: z.string(),
  productName: z.string(),
  skuName: z.string(),
  qty: z.number().int(),
  unitPriceCents: Cents,
  /** the price when the template (or this occurrence) was last saved or placed: the reminder says what changed */
  previousUnitPriceCents: Cents.nullable(),
  taxRateBasisPoints: z.number().int(),
  /** "This pack is no longer sold", "Out of stock", "Only 3 on hand", "… isn’t taking orders" */
  problem: z.string().nullable(),
});
export type StandingLine = z.infer<typeof StandingLine>;

/** A line left out of a placed occurrence, or the reason an occurrence needs attention. */
export const OccurrenceProblem = z.object({
  productName: z.string().nullable(),
  skuName: z.string().nullable(),
  reason: z.string(),
});
export type OccurrenceProblem = z.infer<typeof OccurrenceProblem>;

export const StandingOccurrence = z.object({
  id: Uuid,
  standingOrderId: Uuid,
  supplier: OrganisationWithLogo,
  /** the date the schedule gave it: its key, kept when a holiday moves it */
  scheduledDate: CalendarDate,
  /** the date it is delivered on (differs from scheduledDate when moved) */
  deliveryDate: CalendarDate,
  /** why it moved or was skipped by the calendar: "Labour Day (NSW)", "Closed: Christmas break"; null when it didn't */
  calendarNote: z.string().nullable(),
  status: OccurrenceStatus,
  /** who skipped it: the venue, or the calendar (a holiday or closure the supplier skips) */
  skippedBy: z.enum(['venue', 'calendar']).nullable(),
  /** when the job places it: the supplier's cut-off for the delivery date, in the supplier's time zone */
  placeAt: DateTime,
  remindAt: DateTime,
  remindedAt: DateTime.nullable(),
  /** its lines were edited for this occurrence alone ("Edit this one") */
  edited: z.boolean(),
  /** the lines it will order (today's prices), or, once placed, the lines it ordered */
  lines: z.array(StandingLine),
  subtotalCents: Cents,
  currency: Currency,
  /** lines left out when placed, or why it needs attention or failed */
  problems: z.array(OccurrenceProblem),
  placedAt: DateTime.nullable(),
  order: z.object({ id: Uuid, number: z.string(), supplierOrderId: Uuid }).nullable(),
  /** what the caller may do now */
  actions: z.array(z.enum(['skip', 'unskip', 'edit', 'revert', 'place_now'])),
});
export type StandingOccurrence = z.infer<typeof StandingOccurrence>;

export const StandingOrder = z.object({
  id: Uuid,
  venue: OrganisationRef,
  supplier: OrganisationWithLogo,
  /** who set it up; the venue owns it (a person leaving stops nothing) */
  owner: z.object({ id: Uuid, name: z.string() }),
  status: StandingOrderStatus,
  deliveryWeekdays: z.array(z.number().int()),
  everyWeeks: z.number().int(),
  startsOn: CalendarDate,
  endsOn: CalendarDate.nullable(),
  pausedUntil: CalendarDate.nullable(),
  note: z.string(),
  lines: z.array(StandingLine),
  subtotalCents: Cents,
  currency: Currency,
  /** the supplier's delivery weekdays (empty = any day), cut-off (HH:MM, its time zone), lead days and time zone */
  supplierCalendar: z.object({
    deliveryWeekdays: z.array(z.number().int()),
    orderCutoffTime: z.string().nullable(),
    leadDays: z.number().int(),
    timeZone: z.string(),
  }),
  nextOccurrence: StandingOccurrence.nullable(),
  version: z.number().int(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type StandingOrder = z.infer<typeof StandingOrder>;

/** GET /api/standing-orders/{id}: the template and its occurrences from the last placed ones to 8 weeks ahead. */
export const StandingOrderDetail = StandingOrder.extend({ occurrences: z.array(StandingOccurrence) });
export type StandingOrderDetail = z.infer<typeof StandingOrderDetail>;

/** GET /api/venues/{id}/standing-orders */
export const StandingOrderList = z.object({ items: z.array(StandingOrder) });
export type StandingOrderList = z.infer<typeof StandingOrderList>;

/** GET /api/venues/{id}/standing-occurrences?from&to: the venue's agenda (every standing order), by delivery date. */
export const OccurrenceRangeQuery = z.object({ from: CalendarDate.optional(), to: CalendarDate.optional() });
export type OccurrenceRangeQuery = z.infer<typeof OccurrenceRangeQuery>;
export const StandingOccurrenceList = z.object({ items: z.array(StandingOccurrence) });
export type StandingOccurrenceList = z.infer<typeof StandingOccurrenceList>;

// ---- the supplier's side ----

/** GET /api/suppliers/{id}/standing-demand?from&to: what standing orders will place, per delivery day (a forecast). */
export const StandingDemandDay = z.object({
  date: CalendarDate,
  /** when that day's standing orders are placed */
  placeAt: DateTime,
  venues: z.array(OrganisationRef.extend({ standingOrderId: Uuid, subtotalCents: Cents })),
  lines: z.array(z.object({ skuId: Uuid, productName: z.string(), skuName: z.string(), qty: z.number().int(), subtotalCents: Cents })),
  subtotalCents: Cents,
});
export type StandingDemandDay = z.infer<typeof StandingDemandDay>;
export const StandingDemand = z.object({ days: z.array(StandingDemandDay), currency: Currency });
export type StandingDemand = z.infer<typeof StandingDemand>;

/** A day the supplier doesn't deliver (besides public holidays). */
export const SupplierClosure = z.object({ id: Uuid, date: CalendarDate, reason: z.string() });
export type SupplierClosure = z.infer<typeof SupplierClosure>;

/** GET /api/suppliers/{id}/delivery-calendar: the holiday policy, the closures ahead, and the public holidays of the states it delivers to. */
export const DeliveryCalendar = z.object({
  holidayPolicy: HolidayPolicy,
  closures: z.array(SupplierClosure),
  /** public holidays in the next year in the states of the venues with standing orders (and the supplier's own) */
  publicHolidays: z.array(z.object({ date: CalendarDate, name: z.string(), states: z.array(z.string()) })),
});
export type DeliveryCalendar = z.infer<typeof DeliveryCalendar>;

/** PATCH /api/suppliers/{id}/delivery-calendar (owner or admin). */
export const DeliveryCalendarPatch = z.object({ holidayPolicy: HolidayPolicy }).strict();
export type DeliveryCalendarPatch = z.infer<typeof DeliveryCalendarPatch>;

/** POST /api/suppliers/{id}/closures (owner or admin): one day, or a run of days (`to` inclusive, at most 60). */
export const ClosureCreate = z
  .object({ date: CalendarDate, to: CalendarDate.optional(), reason: text().trim().min(1, 'reason is required').max(200) })
  .strict()
  .refine((input) => input.to === undefined || input.to >= input.date, { message: 'to must be on or after date', path: ['to'] });
export type ClosureCreate = z.infer<typeof ClosureCreate>;

/** DELETE /api/suppliers/{id}/closures/{closureId} */
export const ClosureParams = z.object({ id: IdOrSlug, closureId: Uuid });

/**
 * POST /api/standing-orders/{id}/test-clock (only on a server started with STANDING_TEST_CLOCK=1, for the journeys):
 * one scheduler tick as of `at`, for this standing order alone.
 */
export const StandingTestTick = z.object({ at: DateTime }).strict();
export type StandingTestTick = z.infer<typeof StandingTestTick>;
