import { z } from 'zod';
import { IdOrSlug, text, Uuid } from './common';

// Supplier analytics and venue spend (issue 39; decisions 0185–0187): figures over a period of calendar days in the
// organisation's own time zone, compared with the period of the same length just before it.

/** the longest period one request may ask for: a year and a day, so "the last 12 months" always fits */
export const INSIGHT_MAX_DAYS = 366;

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const CalendarDay = text().regex(DAY_FORMAT, 'must be a date as YYYY-MM-DD');

/** `?from=2026-09-01&to=2026-11-30`: both days included; absent, the 28 days ending today. */
export const InsightQuery = z.object({ from: CalendarDay.optional(), to: CalendarDay.optional() }).superRefine((query, context) => {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && DAY_FORMAT.test(value) && !isCalendarDay(value))
      context.addIssue({ code: 'custom', path: [field], message: `${field} is not a day of the calendar` });
  }
  if ((query.from === undefined) !== (query.to === undefined))
    context.addIssue({ code: 'custom', path: [query.from === undefined ? 'from' : 'to'], message: 'give both from and to, or neither' });
  if (query.from && query.to && isCalendarDay(query.from) && isCalendarDay(query.to)) {
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (insightDaysBetween(query.from, query.to) + 1 > INSIGHT_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: `a period is at most ${INSIGHT_MAX_DAYS} days` });
  }
});
export type InsightQuery = z.infer<typeof InsightQuery>;

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** whole days from `from` to `to` (YYYY-MM-DD), calendar arithmetic without any clock */
export function insightDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The tables a period's figures come as, each one a CSV file too. */
export const supplierInsightTables = ['weeks', 'months', 'products', 'venues', 'styles', 'lapsed', 'new-venues', 'not-reordered'] as const;
export const venueSpendTables = ['months', 'suppliers', 'products', 'styles'] as const;
export const SupplierInsightCsvParams = z.object({ id: IdOrSlug, table: z.enum(supplierInsightTables) });
export const VenueSpendCsvParams = z.object({ id: IdOrSlug, table: z.enum(venueSpendTables) });

export const InsightPeriod = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number().int(),
  /** the period of the same length just before */
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
  /** the organisation's time zone: its days and weeks (Monday to Sunday) */
  timeZone: z.string(),
  currency: z.string(),
});
export type InsightPeriod = z.infer<typeof InsightPeriod>;

/** What was supplied (ex and inc GST, in cents), in how many units and orders. */
const Figures = { exCents: z.number().int(), incCents: z.number().int(), qty: z.number().int() };
export const InsightTotals = z.object({ ...Figures, orders: z.number().int() });
export type InsightTotals = z.infer<typeof InsightTotals>;

/** a week (starting Monday `start`, possibly cut by the period's ends) or a month (`start` its first day in the period) */
export const InsightBucket = z.object({ start: z.iso.date(), label: z.string(), ...Figures, orders: z.number().int() });
export type InsightBucket = z.infer<typeof InsightBucket>;

/** one row of a breakdown, with the previous period's figure ex GST beside it */
const compared = { ...Figures, previousExCents: z.number().int() };

export const InsightProductRow = z.object({ productId: Uuid.nullable(), name: z.string(), style: z.string(), ...compared });
export type InsightProductRow = z.infer<typeof InsightProductRow>;
export const InsightStyleRow = z.object({ style: z.string(), ...compared });
export type InsightStyleRow = z.infer<typeof InsightStyleRow>;
export const InsightVenueRow = z.object({ venueId: Uuid, slug: z.string(), name: z.string(), orders: z.number().int(), ...compared });
export type InsightVenueRow = z.infer<typeof InsightVenueRow>;

/** a venue slipping against its own rhythm (decision 0186) */
export const LapsedVenue = z.object({
  venueId: Uuid,
  slug: z.string(),
  name: z.string(),
  orderDays: z.number().int(),
  medianIntervalDays: z.number(),
  lastOrderDate: z.iso.date(),
  daysSince: z.number().int(),
});
export type LapsedVenue = z.infer<typeof LapsedVenue>;
export const NewVenue = z.object({
  venueId: Uuid,
  slug: z.string(),
  name: z.string(),
  firstOrderDate: z.iso.date(),
  exCents: z.number().int(),
});
export type NewVenue = z.infer<typeof NewVenue>;
export const NotReorderedProduct = z.object({
  productId: Uuid.nullable(),
  name: z.string(),
  venues: z.number().int(),
  qty: z.number().int(),
});
export type NotReorderedProduct = z.infer<typeof NotReorderedProduct>;

export const SupplierAnalytics = z.object({
  period: InsightPeriod,
  totals: InsightTotals,
  previousTotals: InsightTotals,
  weeks: z.array(InsightBucket),
  months: z.array(InsightBucket),
  products: z.array(InsightProductRow),
  venues: z.array(InsightVenueRow),
  styles: z.array(InsightStyleRow),
  lapsed: z.array(LapsedVenue),
  newVenues: z.array(NewVenue),
  notReordered: z.array(NotReorderedProduct),
});
export type SupplierAnalytics = z.infer<typeof SupplierAnalytics>;

export const SpendSupplierRow = z.object({ supplierId: Uuid, slug: z.string(), name: z.string(), orders: z.number().int(), ...compared });
export type SpendSupplierRow = z.infer<typeof SpendSupplierRow>;
export const SpendProductRow = InsightProductRow.extend({ supplierName: z.string() });
export type SpendProductRow = z.infer<typeof SpendProductRow>;

export const VenueSpend = z.object({
  period: InsightPeriod,
  totals: InsightTotals,
  previousTotals: InsightTotals,
  months: z.array(InsightBucket),
  suppliers: z.array(SpendSupplierRow),
  products: z.array(SpendProductRow),
  styles: z.array(InsightStyleRow),
});
export type VenueSpend = z.infer<typeof VenueSpend>;
