import { z } from 'zod';
import { IdOrSlug, linkFields, Uuid } from './common';
import { CalendarDate } from './ordering';

// A supplier's pick list for one delivery day (decision 0188): what the warehouse loads, summed per SKU from the orders
// accepted, dispatched or delivered for that day (what is supplied: accepted less what was sent or delivered short),
// per delivery zone when the supplier has zones, and the empties to bring back that day.

export const PickListParams = z.object({ id: IdOrSlug, date: CalendarDate });
export type PickListParams = z.infer<typeof PickListParams>;

/** One SKU's total: its code, the product and pack as the orders have them, the units to pick. */
export const PickListLine = z.object({
  skuCode: z.string(),
  productName: z.string(),
  /** the pack, as the SKU is named: "50 L keg", "24 × 375 mL cans" */
  pack: z.string(),
  qty: z.number().int(),
  /** how many of the day's orders carry it */
  orderCount: z.number().int(),
});
export type PickListLine = z.infer<typeof PickListLine>;

/** The orders of one zone (null: orders outside every zone, or a supplier without zones) and their lines. */
export const PickListZone = z.object({
  zone: z.object({ id: Uuid, name: z.string() }).nullable(),
  orderCount: z.number().int(),
  lines: z.array(PickListLine),
});
export type PickListZone = z.infer<typeof PickListZone>;

/** Empties a venue asked to have collected that day (its open collection request falls on the day). */
export const PickListEmpties = z.object({
  venue: z.object(linkFields),
  /** swap one for one at the delivery: the counts are what it asked for, if any */
  swapAtDelivery: z.boolean(),
  kegs: z.array(z.object({ kegType: z.string(), qty: z.number().int() })),
});
export type PickListEmpties = z.infer<typeof PickListEmpties>;

/** GET /api/suppliers/{id}/pick-lists/{date} */
export const PickList = z.object({
  date: CalendarDate,
  supplier: z.object(linkFields),
  orderCount: z.number().int(),
  /** every zone's lines summed: the day's whole load */
  totals: z.array(PickListLine),
  /** per zone, by name, the orders outside every zone last; one entry without a zone when the supplier has none */
  zones: z.array(PickListZone),
  empties: z.array(PickListEmpties),
});
export type PickList = z.infer<typeof PickList>;

/** GET /api/suppliers/{id}/pick-lists: the next days (from today in the supplier's zone) with orders to pick. */
export const PickListDays = z.object({
  today: CalendarDate,
  days: z.array(z.object({ date: CalendarDate, orderCount: z.number().int(), unitCount: z.number().int() })),
});
export type PickListDays = z.infer<typeof PickListDays>;

/** how many days with orders the index lists */
export const PICK_LIST_DAYS_MAX = 14;

/** A venue's empties in words, on the page and the PDF alike: "2 × 50 L keg, 1 × 30 L keg", or the swap at the delivery. */
export function pickListEmptiesText(empties: Pick<PickListEmpties, 'kegs' | 'swapAtDelivery'>): string {
  const kegs = empties.kegs.map((keg) => `${keg.qty} × ${keg.kegType}`).join(', ');
  return empties.swapAtDelivery ? `Swap one for one at delivery${kegs ? ` (${kegs})` : ''}` : kegs;
}
