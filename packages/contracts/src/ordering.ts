import { z } from 'zod';
import { Cents, Currency, DateTime, PaginationQuery, paginated, text, Uuid } from './common';
import { Address, OrganisationRef } from './organisations';
import { OrderStatus, SupplierOrderStatus } from './overview';
import { KegDeposit } from './keg-types';
import { SubstitutionPreference } from './substitution-preference';

// The trading loop's orders: the supplier order lifecycle of docs/domain.md, Order lifecycle (the cart and checkout
// are cart.ts's). Money is integer cents ex tax; GST is per line, rounded to the cent.

/** a calendar date, YYYY-MM-DD, in the venue's time zone */
export const CalendarDate = z.iso.date();

/** The most of one SKU a cart line (and an order line) holds. */
export const CART_QTY_MAX = 9999;
/**
 * The most lines (SKUs) a cart holds at one venue (Shopify's cart holds 500 too). With the largest price, quantity and
 * tax rate on every line an order's total is 2 × 10^15 cents, well inside what a JSON number holds exactly.
 */
export const CART_LINES_MAX = 500;
/** How many possible delivery dates the cart offers per supplier. */
export const DELIVERY_DATES_OFFERED = 8;
/** Checkout's `Idempotency-Key` header (Stripe's name); kept 24 h. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A supplier or venue an order or cart names: a link to its page, with its logo. */
export const OrganisationWithLogo = OrganisationRef.extend({ logoUrl: z.string().nullable() });

export const Qty = z.number().int().min(1, 'qty must be at least 1').max(CART_QTY_MAX, `qty must be at most ${CART_QTY_MAX}`);

// ---- orders ----

const Actor = z.object({ id: Uuid, name: z.string() }).nullable();

/** The side of a supplier order a person acts for. */
export const OrderSide = z.enum(['venue', 'supplier']);
export type OrderSide = z.infer<typeof OrderSide>;

/**
 * How a supplier order ended without a delivery: rejected by its supplier, or cancelled by either side;
 * `by` is the side, `person` who (null: an account since deleted), `reason` what they wrote.
 */
export const OrderEnding = z.object({ by: OrderSide, person: z.string().nullable(), reason: z.string().nullable(), at: DateTime });
export type OrderEnding = z.infer<typeof OrderEnding>;

/** What Xero says of the order's invoice or bill: nothing paid, part of it, or all. */
export const OrderPayment = z.enum(['unpaid', 'part_paid', 'paid']);
export type OrderPayment = z.infer<typeof OrderPayment>;

/** Which price a line gets: the list price, the venue's own price, its price list's, or its list's quantity break. */
export const PriceSource = z.enum(['list', 'venue', 'price_list', 'price_break']);
export type PriceSource = z.infer<typeof PriceSource>;

/** Which price applies and why, in the cart's words ("Your price", "Gold list: 10 % off list", "Gold list: 5+ price"). */
export const LinePrice = z.object({ source: PriceSource, label: z.string() });
export type LinePrice = z.infer<typeof LinePrice>;

export const OrderLine = z.object({
  id: Uuid,
  skuId: Uuid.nullable(),
  productId: Uuid.nullable(),
  productName: z.string(),
  skuName: z.string(),
  skuCode: z.string(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  /** what the supplier sends (less than orderedQty when it marked some unavailable; 0 = none) */
  qty: z.number().int(),
  orderedQty: z.number().int(),
  lineTotalCents: Cents,
  /**
   * The price the line was placed at and why, as the cart said it at checkout (decision 0178): kept whatever the
   * supplier's lists do later. Null for a line placed before orders kept it.
   */
  price: LinePrice.nullable(),
  /**
   * What the venue ordered, when an accepted change (a substitute, a quantity or a price: decision 0181) made the line
   * what is supplied; null when never changed. Absent from answers written before order changes.
   */
  ordered: z
    .object({
      skuId: Uuid.nullable(),
      productName: z.string(),
      skuName: z.string(),
      skuCode: z.string(),
      unitPriceCents: Cents,
      qty: z.number().int(),
    })
    .nullable()
    .optional(),
  /** the line came with an accepted change, not from the venue's cart */
  addedByChange: z.boolean().optional(),
  /** what the venue lets its supplier substitute (decision 0182) */
  substitutionPreference: SubstitutionPreference.optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderEvent = z.object({
  id: Uuid,
  fromStatus: SupplierOrderStatus.nullable(),
  toStatus: SupplierOrderStatus,
  actor: Actor,
  /** the side the actor acted for (null: a step recorded before sides were) */
  side: OrderSide.nullable(),
  note: z.string().nullable(),
  at: DateTime,
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** `release`: the supplier lets a held order through (it becomes submitted); a held order is declined by `reject`. */
export const SupplierOrderAction = z.enum(['release', 'accept', 'reject', 'dispatch', 'deliver', 'cancel']);
export type SupplierOrderAction = z.infer<typeof SupplierOrderAction>;

export const SupplierOrder = z.object({
  id: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  supplier: OrganisationWithLogo,
  venue: OrganisationRef,
  placedBy: Actor,
  status: SupplierOrderStatus,
  /** rejected or cancelled: who ended it and why; null otherwise */
  ending: OrderEnding.nullable(),
  requestedDeliveryDate: CalendarDate.nullable(),
  /** the day the venue asked for, when its supplier accepted on another day; null = not moved */
  askedDeliveryDate: CalendarDate.nullable(),
  /** still submitted and the delivery day asked for has passed (in the venue's time zone): accept on a new day */
  deliveryOverdue: z.boolean(),
  /**
   * To its supplier while it may accept: the days it can deliver on if it accepts now (its delivery weekdays,
   * cut-off and lead days, in the venue's time zone), earliest first; absent otherwise.
   */
  deliveryDates: z.array(CalendarDate).optional(),
  venueNote: z.string(),
  supplierNote: z.string().nullable(),
  /** held: why (over the credit limit, the account on hold); null otherwise (issue 36) */
  heldReason: z.string().nullable(),
  currency: Currency,
  /** ex GST, the delivery fee and keg deposits included */
  subtotalCents: Cents,
  /** the delivery zone's fee, ex GST: its own line (GST at the standard rate, in taxCents); 0 = none */
  deliveryFeeCents: Cents,
  /**
   * A deposit line per keg type of the kegs sent (issue 37), in subtotalCents and taxCents, as the delivery fee is.
   * Absent from answers written before keg deposits (a checkout's stored answer).
   */
  deposits: z.array(KegDeposit).optional(),
  taxCents: Cents,
  totalCents: Cents,
  createdAt: DateTime,
  updatedAt: DateTime,
  /** Xero said its invoice (or bill) is paid; null until then */
  paidAt: DateTime.nullable(),
  payment: OrderPayment,
  lines: z.array(OrderLine),
  /** bumped by every step and every accepted change: a change proposed at an older version is stale (decision 0181) */
  version: z.number().int().optional(),
  /** proposals of changes waiting for the venue (decision 0181) */
  openChanges: z.number().int().optional(),
  /** to its supplier: a change may be proposed now (new or accepted, and no tax invoice yet: decision 0181) */
  changeable: z.boolean().optional(),
  events: z.array(OrderEvent),
  /** what the caller may do with it now, in the order they are used */
  actions: z.array(SupplierOrderAction),
  /**
   * The caller could cancel it by its status, but Xero says it is paid or part-paid: until credit notes exist it can't
   * be cancelled in Tapline (decision 0130), so `actions` leaves cancel out and the page says why. Null otherwise.
   */
  cancelBlockedBy: z.enum(['paid', 'part_paid']).nullable(),
  /**
   * Where it goes (the packing slip): the venue's delivery address, its physical one when it set none (`kind` says
   * which; null = neither), and its phone. On GET /api/supplier-orders/{id} and the steps' answers; a venue's whole
   * order (and checkout's answer) leaves it off.
   */
  deliverTo: z.object({ address: Address.nullable(), phone: z.string().nullable() }).optional(),
  /**
   * Placed by a standing order (decision 0166): which one, and the occurrence (its key date); null when a person placed
   * it. Absent from answers written before standing orders.
   */
  standing: z.object({ standingOrderId: Uuid, occurrenceId: Uuid, scheduledDate: CalendarDate }).nullable().optional(),
});
export type SupplierOrder = z.infer<typeof SupplierOrder>;

export const Order = z.object({
  id: Uuid,
  number: z.string(),
  venue: OrganisationRef,
  placedBy: Actor,
  purchaseOrderNumber: z.string().nullable(),
  status: OrderStatus,
  currency: Currency,
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  createdAt: DateTime,
  supplierOrders: z.array(SupplierOrder),
});
export type Order = z.infer<typeof Order>;

/**
 * How the orders pages search: `q` an order number (TL-001234 or 1234) or the other side's name; `from` and `to`
 * the days it was placed on, in the asking organisation's time zone.
 */
const orderSearchFields = {
  q: text().trim().max(100).optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  /** only orders with messages the asking side hasn't read (docs/domain.md, Messages on an order) */
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
};

export const VenueOrderQuery = PaginationQuery.extend({
  status: OrderStatus.optional(),
  ...orderSearchFields,
});
export type VenueOrderQuery = z.infer<typeof VenueOrderQuery>;

export const VenueOrderSummary = z.object({
  id: Uuid,
  number: z.string(),
  createdAt: DateTime,
  status: OrderStatus,
  placedBy: Actor,
  supplierOrders: z.array(
    z.object({
      id: Uuid,
      supplierName: z.string(),
      status: SupplierOrderStatus,
      ending: OrderEnding.nullable(),
      requestedDeliveryDate: CalendarDate.nullable(),
      paidAt: DateTime.nullable(),
      /** the supplier's messages on it the venue hasn't read */
      unreadMessages: z.number().int(),
    }),
  ),
  totalCents: Cents,
  currency: Currency,
  /** the suppliers' messages on the order the venue hasn't read, all its supplier orders together */
  unreadMessages: z.number().int(),
});
export type VenueOrderSummary = z.infer<typeof VenueOrderSummary>;
export const VenueOrderList = paginated(VenueOrderSummary);
export type VenueOrderList = z.infer<typeof VenueOrderList>;

export const SupplierOrderQuery = PaginationQuery.extend({
  status: SupplierOrderStatus.optional(),
  venueId: Uuid.optional(),
  ...orderSearchFields,
});
export type SupplierOrderQuery = z.infer<typeof SupplierOrderQuery>;

export const SupplierOrderSummary = z.object({
  id: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  venue: OrganisationRef,
  status: SupplierOrderStatus,
  /** rejected or cancelled: who ended it and why */
  ending: OrderEnding.nullable(),
  createdAt: DateTime,
  requestedDeliveryDate: CalendarDate.nullable(),
  lineCount: z.number().int(),
  totalCents: Cents,
  currency: Currency,
  /** Xero said its invoice is paid */
  paidAt: DateTime.nullable(),
  /** the venue's messages on it the supplier hasn't read */
  unreadMessages: z.number().int(),
});
export type SupplierOrderSummary = z.infer<typeof SupplierOrderSummary>;
export const SupplierOrderList = paginated(SupplierOrderSummary).extend({
  /** per status, under the same venue, search and date filters (the tabs' counts) */
  counts: z.record(SupplierOrderStatus, z.number().int()),
});
export type SupplierOrderList = z.infer<typeof SupplierOrderList>;

export const AcceptInput = z.object({
  /** lines the supplier can't send in full: the qty it will send (0 = unavailable); each line at most once */
  lines: z
    .array(z.object({ lineId: Uuid, qty: z.number().int().min(0).max(CART_QTY_MAX) }))
    .max(500)
    .superRefine((lines, context) => {
      // a line named twice would be applied twice (its units put back twice: stock never taken, later oversold)
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.lineId))
          context.addIssue({ code: 'custom', path: [index, 'lineId'], message: 'names a line already named: each line once' });
        seen.add(line.lineId);
      });
    })
    .optional(),
  /** another of the supplier's delivery days (required when the one asked for has passed); absent = as asked */
  deliveryDate: CalendarDate.optional(),
  note: text().trim().max(1000).optional(),
});
export type AcceptInput = z.infer<typeof AcceptInput>;
export const ReasonInput = z.object({ reason: text().trim().min(1, 'reason is required').max(1000) });
export type ReasonInput = z.infer<typeof ReasonInput>;
export const NoteInput = z.object({ note: text().trim().max(1000).optional() });
export type NoteInput = z.infer<typeof NoteInput>;
/**
 * Delivering (supplier, once dispatched), with the lines delivered short: the qty delivered (0 = none), each line at
 * most once. When the order's tax invoice was issued on accepting, an adjustment note credits the difference.
 */
export const DeliverInput = NoteInput.extend({ lines: AcceptInput.shape.lines });
export type DeliverInput = z.infer<typeof DeliverInput>;

export const ReorderResult = z.object({
  /** lines copied into the cart at today's prices */
  added: z.array(z.object({ skuId: Uuid, productName: z.string(), skuName: z.string(), qty: z.number().int() })),
  /** lines that could not be: the SKU is gone, archived, its product or supplier unavailable */
  skipped: z.array(z.object({ productName: z.string(), skuName: z.string(), reason: z.string() })),
});
export type ReorderResult = z.infer<typeof ReorderResult>;

export const ServedVenue = z.object({
  venue: OrganisationWithLogo,
  orderCount: z.number().int(),
  lastOrderAt: DateTime,
  /** ex GST, over supplier orders neither rejected nor cancelled */
  spendCents: Cents,
});
export const ServedVenueList = z.object({ items: z.array(ServedVenue), currency: Currency });
export type ServedVenueList = z.infer<typeof ServedVenueList>;
