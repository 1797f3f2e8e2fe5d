import { z } from 'zod';
import { SubstitutionPreference } from './substitution-preference';
import { Cents, Currency, linkFields, text, Uuid } from './common';
import { CartProblemReason } from './overview';
import { CalendarDate, LinePrice, OrganisationWithLogo, Qty } from './ordering';
import { KegDeposit } from './keg-types';
import { ApprovalStanding } from './approvals';

// A person's cart at a venue and its checkout (docs/domain.md, Cart and Checkout rules); the orders it makes are
// ordering.ts's.

// ---- cart ----

export const CheckoutProblemCode = z.enum([
  'empty',
  'venue_suspended',
  'supplier_suspended',
  'product_unavailable',
  'sku_archived',
  'not_enough_stock',
  'below_minimum',
  'delivery_date',
  /** the supplier has delivery zones and the venue's address is in none of them (issue 36) */
  'outside_delivery_area',
  /** the supplier sells only to venues with a trade account, or closed this venue's (issue 36) */
  'no_trade_account',
]);
export type CheckoutProblemCode = z.infer<typeof CheckoutProblemCode>;

/** One broken checkout rule: per supplier, and per line where it is a line's. */
export const CheckoutProblem = z.object({
  code: CheckoutProblemCode,
  message: z.string(),
  supplierId: Uuid.nullable(),
  cartItemId: Uuid.nullable(),
});
export type CheckoutProblem = z.infer<typeof CheckoutProblem>;

export const CartItemCreate = z.object({ venueId: Uuid, skuId: Uuid, qty: Qty });
export type CartItemCreate = z.infer<typeof CartItemCreate>;
/** A line's qty, its substitution preference (decision 0182), or both. */
export const CartItemUpdate = z
  .object({ qty: Qty.optional(), substitutionPreference: SubstitutionPreference.optional() })
  .refine((update) => update.qty !== undefined || update.substitutionPreference !== undefined, {
    message: 'qty or substitutionPreference is required',
    path: ['qty'],
  });
export type CartItemUpdate = z.infer<typeof CartItemUpdate>;
/** a cart item, order or supplier order: by its uuid */
export const UuidParams = z.object({ id: Uuid });
export const UserParams = z.object({ userId: Uuid });
export const CartQuery = z.object({ venueId: Uuid });
export type CartQuery = z.infer<typeof CartQuery>;

/** The delivery zone a supplier delivers a venue in (issue 36). */
export const CartZone = z.object({ id: Uuid, name: z.string() });
/** A day the delivery-day picker leaves out, and why ("Labour Day (NSW)", "Closed: stocktake"). */
export const ClosedDay = z.object({ date: CalendarDate, reason: z.string() });
export type ClosedDay = z.infer<typeof ClosedDay>;

export const CartProblem = z.object({
  reason: CartProblemReason,
  /** what the person reads, e.g. "Only 3 on hand" */
  message: z.string(),
});
export type CartProblem = z.infer<typeof CartProblem>;

export const CartLine = z.object({
  id: Uuid,
  skuId: Uuid,
  skuCode: z.string(),
  skuName: z.string(),
  product: z.object({ ...linkFields, imageUrl: z.string().nullable() }),
  qty: z.number().int(),
  /** the price that applies at this qty: the venue's own, else its price list's (a break at this qty first), else list */
  unitPriceCents: Cents,
  listPriceCents: Cents,
  /** which price applies and why, as the cart says it ("Your price", "Gold list: 10 % off list", "5+ price") */
  price: LinePrice,
  taxRateBasisPoints: z.number().int(),
  lineTotalCents: Cents,
  /** null = stock not tracked */
  stockOnHand: z.number().int().nullable(),
  problem: CartProblem.nullable(),
  /** what the supplier may send instead (decision 0182); the order line keeps it */
  substitutionPreference: SubstitutionPreference,
});
export type CartLine = z.infer<typeof CartLine>;

export const CartGroup = z.object({
  supplier: OrganisationWithLogo,
  lines: z.array(CartLine),
  /**
   * over the lines without a problem, the delivery fee included: exactly what sending the group sends when it can be
   * sent (it then has no line with a problem). The minimum counts the lines alone.
   */
  subtotalCents: Cents,
  /** the zone's delivery fee (ex GST; GST in taxCents), its own line on the order and the invoice; 0 = none */
  deliveryFeeCents: Cents,
  /** a deposit line per keg type of the lines without a problem (in subtotalCents and taxCents; never in the minimum) */
  deposits: z.array(KegDeposit),
  /** the supplier's delivery zone the venue falls in (or its account names); null = the supplier has no zones */
  zone: CartZone.nullable(),
  /**
   * delivery weekdays left out of deliveryDates, from the earliest day it could be delivered to the last offered:
   * public holidays of the venue's state and the supplier's closures, with why
   */
  closedDays: z.array(ClosedDay),
  /** the venue's trade account with the supplier: null = none */
  tradeAccount: z
    .object({ status: z.enum(['active', 'on_hold', 'closed']), creditLimitCents: Cents.nullable(), availableCents: Cents.nullable() })
    .nullable(),
  /** sent now it would be placed as held (over the credit limit, or the account on hold), and why; null = not held */
  holdReason: z.string().nullable(),
  taxCents: Cents,
  totalCents: Cents,
  minimumOrderCents: Cents.nullable(),
  /** how much more (ex GST) reaches the minimum; 0 when it is reached or there is none */
  shortOfMinimumCents: Cents,
  /** the next days this supplier can deliver an order sent now, earliest first (venue's time zone) */
  deliveryDates: z.array(CalendarDate),
  /** the time (venue's local HH:MM) after which today's orders count as tomorrow's; null = none */
  orderCutoffTime: z.string().nullable(),
  /** whether checkout would take this group now: it has no problems */
  canCheckout: z.boolean(),
  /**
   * what checkout would refuse in this group now (sent on the earliest delivery day), as a refusal names it: each
   * line's problem, the minimum not reached, no delivery day, the venue suspended. Empty when it can be sent.
   */
  problems: z.array(CheckoutProblem),
});
export type CartGroup = z.infer<typeof CartGroup>;

export const Cart = z.object({
  venue: z.object({ ...linkFields, timeZone: z.string() }),
  currency: Currency,
  groups: z.array(CartGroup),
  /** every line, those with problems too (the header's badge) */
  lineCount: z.number().int(),
  /** over the groups that can be sent (canCheckout): exactly what sending all of them sends */
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  /** the person's role, limits and week's spend: what `approvalReasonFor` needs to say whether a send needs approval */
  approval: ApprovalStanding,
});
export type Cart = z.infer<typeof Cart>;

// ---- checkout ----

export const CheckoutInput = z.object({
  userId: Uuid,
  venueId: Uuid,
  /** only these suppliers' groups; the rest stay in the cart. Absent = every group. */
  supplierIds: z.array(Uuid).min(1).max(100).optional(),
  /** per supplier: the delivery day asked for; absent = the earliest possible */
  deliveryDates: z.record(z.uuid(), CalendarDate).optional(),
  /** per supplier: a note for its order */
  notes: z.record(z.uuid(), text().max(1000, 'a note has at most 1000 characters')).optional(),
  purchaseOrderNumber: text().trim().max(50, 'purchaseOrderNumber has at most 50 characters').optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

/** POST /api/venues/{id}/approval-requests (decision 0184): what checkout takes, the venue in the path and the person the caller. */
export const ApprovalRequestCreate = CheckoutInput.omit({ userId: true, venueId: true });
export type ApprovalRequestCreate = z.infer<typeof ApprovalRequestCreate>;

/** the `details` of a 422 `checkout_refused` */
export const CheckoutRefusal = z.object({ problems: z.array(CheckoutProblem) });
