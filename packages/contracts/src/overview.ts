import { z } from 'zod';
import { Cents, Currency, DateTime, Uuid } from './common';
import { KegAttention } from './keg-ledger';
import { orderStatuses, supplierOrderStatuses } from './wire';

export { orderStatuses, supplierOrderStatuses };

/** a calendar date, YYYY-MM-DD, in the organisation's time zone */
const CalendarDate = z.iso.date();

export const SupplierOrderStatus = z.enum(supplierOrderStatuses);
export type SupplierOrderStatus = z.infer<typeof SupplierOrderStatus>;
/**
 * An order's own status, derived from its supplier orders (docs/domain.md, Order status; decision 0128): `rejected` when every
 * supplier rejected it, `cancelled` when all ended without a delivery and one was cancelled.
 */
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Why a cart line can't be checked out (docs/domain.md, Checkout rules), the first rule it breaks. */
export const CartProblemReason = z.enum(['supplier_suspended', 'product_unavailable', 'sku_archived', 'not_enough_stock']);
export type CartProblemReason = z.infer<typeof CartProblemReason>;

/** The team card both landing pages show. */
/** the other side's messages the organisation hasn't read: on how many supplier orders, how many in all */
const unreadMessagesField = {
  unreadMessages: z.object({ orders: z.number().int(), messages: z.number().int() }),
};

const teamFields = {
  teamSize: z.number().int(),
  pendingInvites: z.number().int(),
};

/** GET /api/venues/{id}/overview: the venue dashboard's landing page (any member). */
export const VenueOverview = z.object({
  ...unreadMessagesField,
  /** supplier orders still moving, by status; held = placed held, waiting for the supplier's credit decision (decision 0170) */
  openSupplierOrders: z.object({
    held: z.number().int(),
    submitted: z.number().int(),
    accepted: z.number().int(),
    dispatched: z.number().int(),
  }),
  /** open supplier orders whose requested delivery date is within the next 7 days, today, or already past (overdue) */
  deliveriesDue: z.object({
    count: z.number().int(),
    /** of `count`, those asked for today */
    dueToday: z.number().int(),
    /** of `count`, those asked for before today and not delivered yet */
    overdue: z.number().int(),
    /** the first few, oldest requested date first (so overdue ones lead) */
    next: z.array(
      z.object({
        orderId: Uuid,
        orderNumber: z.string(),
        supplierOrderId: Uuid,
        supplierName: z.string(),
        requestedDeliveryDate: CalendarDate,
        status: SupplierOrderStatus,
        overdue: z.boolean(),
      }),
    ),
  }),
  /**
   * The calling user's cart at this venue (ex-tax, at current prices). The counts and subtotal are what "Send all"
   * sends: the supplier groups checkout would take, whole (decision 0124). Groups it would refuse are `heldBack`,
   * each with its lines' count and the first reason; lines it would refuse are also listed under `problems`.
   */
  cart: z.object({
    lineCount: z.number().int(),
    heldBack: z.array(
      z.object({
        supplierName: z.string(),
        lineCount: z.number().int(),
        /** the first thing checkout would refuse in the group, as the Cart page says it */
        reason: z.string(),
      }),
    ),
    unitCount: z.number().int(),
    supplierCount: z.number().int(),
    subtotalCents: Cents,
    currency: Currency,
    problems: z.array(
      z.object({
        skuId: Uuid,
        productName: z.string(),
        skuName: z.string(),
        supplierName: z.string(),
        qty: z.number().int(),
        reason: CartProblemReason,
        /** for not_enough_stock: how many are on hand */
        stockOnHand: z.number().int().nullable(),
      }),
    ),
  }),
  taps: z.object({
    /** every tap pouring now, as the On Tap page and the public menu list them (guest beers and unnumbered taps too) */
    count: z.number().int(),
    /** the taps that went on most recently first; `productSlug` only while the product's page is public */
    recent: z.array(
      z.object({ id: Uuid, name: z.string(), productSlug: z.string().nullable(), tapNumber: z.number().int().nullable(), since: DateTime }),
    ),
  }),
  ...teamFields,
  /** what the getting-started checklist needs besides the rest of this answer (decision 0137) */
  gettingStarted: z.object({
    /** an owner or admin put it away, for everyone in the venue */
    dismissed: z.boolean(),
    /** up to 3 suppliers with published products to start with, those in the venue's state first; none once dismissed */
    suppliersToBrowse: z.array(
      z.object({ id: Uuid, slug: z.string(), name: z.string(), suburb: z.string().nullable(), productCount: z.number().int() }),
    ),
  }),
  /** the supplier's kegs held too long, empties waiting past its collection promise (docs/domain.md, Kegs) */
  kegs: KegAttention,
  recentOrders: z.array(
    z.object({
      id: Uuid,
      number: z.string(),
      createdAt: DateTime,
      status: OrderStatus,
      totalCents: Cents,
      currency: Currency,
      supplierNames: z.array(z.string()),
    }),
  ),
});
export type VenueOverview = z.infer<typeof VenueOverview>;

/** GET /api/suppliers/{id}/overview: the supplier dashboard's landing page (any member). */
export const SupplierOverview = z.object({
  ...unreadMessagesField,
  /** submitted orders waiting for an answer; oldestSince = when the longest-waiting one came in */
  newOrders: z.object({ count: z.number().int(), oldestSince: DateTime.nullable() }),
  /**
   * orders placed held (over a venue's credit limit, or its account on hold), waiting for the supplier to release or
   * decline them (decision 0170): how many, and the first few, oldest first, each with why
   */
  heldOrders: z.object({
    count: z.number().int(),
    first: z.array(
      z.object({
        supplierOrderId: Uuid,
        orderNumber: z.string(),
        venueName: z.string(),
        heldReason: z.string(),
        totalCents: Cents,
        currency: Currency,
        createdAt: DateTime,
      }),
    ),
  }),
  /** accepted orders not yet dispatched; dueToday = those whose requested date is today or already past */
  toDispatch: z.object({ acceptedCount: z.number().int(), dueToday: z.number().int() }),
  /** by quantity ordered in the last 30 days (rejected and cancelled orders left out) */
  topProducts: z.array(z.object({ productId: Uuid.nullable(), name: z.string(), qty: z.number().int(), totalCents: Cents })),
  /** by spend (ex-tax) in the last 30 days (rejected and cancelled orders left out) */
  topVenues: z.array(z.object({ venueId: Uuid, slug: z.string(), name: z.string(), spendCents: Cents, orderCount: z.number().int() })),
  productCounts: z.object({ draft: z.number().int(), active: z.number().int(), archived: z.number().int() }),
  /** kegs out too long, empties waiting past the collection promise, over every venue (docs/domain.md, Kegs) */
  kegs: KegAttention,
  ...teamFields,
  recentOrders: z.array(
    z.object({
      supplierOrderId: Uuid,
      orderId: Uuid,
      orderNumber: z.string(),
      venueName: z.string(),
      createdAt: DateTime,
      status: SupplierOrderStatus,
      totalCents: Cents,
      currency: Currency,
    }),
  ),
});
export type SupplierOverview = z.infer<typeof SupplierOverview>;
