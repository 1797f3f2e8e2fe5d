import { sql } from 'drizzle-orm';
import { PriceSource } from '@tapline/contracts';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { products, skus } from './catalogue';
import { orderSide, substitutionPreference, supplierOrderStatus } from './enums';
import { deliveryZones } from './trade-accounts';
import { kegTypes } from './keg-types';

/**
 * Money totals in cents: bigint, as a line of the largest price and quantity taxed at 100 % is 2 × 10^12 cents
 * (integer stops at 2^31); read as a JS number, exact below 2^53, which the contracts' caps keep every order under
 * (CART_LINES_MAX). Unit prices stay integer (PRICE_CENTS_MAX is 10^8).
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const cartItems = pgTable(
  'cart_items',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => profiles.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    skuId: requiredRef('sku_id', () => skus.id),
    qty: integer('qty').notNull(),
    /** what the supplier may send instead (decision 0182): copied onto the order line at checkout */
    substitutionPreference: substitutionPreference('substitution_preference').notNull().default('ask'),
    ...timestamps(),
  },
  (t) => [
    unique('cart_items_user_venue_sku_unique').on(t.userId, t.venueId, t.skuId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 9999`),
  ],
);

export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1000 });

export const orders = pgTable(
  'orders',
  {
    id: randomId(),
    number: text('number').notNull().unique(),
    venueId: requiredRef('venue_id', () => organisations.id, 'restrict'),
    placedBy: uuid('placed_by').references(() => profiles.id, { onDelete: 'set null' }),
    requestedDeliveryDate: date('requested_delivery_date'),
    notes: text('notes').notNull().default(''),
    /** the venue's own reference for the order (its purchase order number), printed on the supplier's slip */
    purchaseOrderNumber: text('purchase_order_number'),
    idempotencyKey: text('idempotency_key'),
    currency: text('currency').notNull().default('AUD'),
    subtotalCents: cents('subtotal_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('orders_venue_idempotency_unique').on(t.venueId, t.idempotencyKey),
    check('orders_money_nonnegative', sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`),
    index('orders_venue_created_idx').on(t.venueId, t.createdAt),
  ],
);

export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: randomId(),
    orderId: requiredRef('order_id', () => orders.id),
    supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
    status: supplierOrderStatus('status').notNull().default('submitted'),
    /** the day the venue asked this supplier to deliver (a supplier's delivery days differ from the next's) */
    requestedDeliveryDate: date('requested_delivery_date'),
    /** the day the venue asked for, kept when its supplier accepted on another day; null = not moved */
    askedDeliveryDate: date('asked_delivery_date'),
    /** the venue's note to this supplier at checkout */
    venueNote: text('venue_note').notNull().default(''),
    /** ex GST, the delivery fee included */
    subtotalCents: cents('subtotal_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    /** the delivery zone's fee, ex GST (its GST, at the standard rate, is in tax_cents): its own line (issue 36) */
    deliveryFeeCents: cents('delivery_fee_cents').notNull().default(0),
    /** the zone it was delivered in, when the supplier has zones */
    zoneId: uuid('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    /** held: why (over the credit limit, the account on hold) */
    heldReason: text('held_reason'),
    supplierNote: text('supplier_note'),
    /** Xero said the supplier's invoice (or the venue's bill) is paid */
    paidAt: timestamptz('paid_at'),
    /** Xero said part of it is paid: from then on it can't be cancelled in Tapline */
    partPaidAt: timestamptz('part_paid_at'),
    /**
     * Bumped by every step and every accepted change (decision 0181): a change proposed at an older version is stale,
     * and accepting it is 409.
     */
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('supplier_orders_order_supplier_unique').on(t.orderId, t.supplierId),
    check(
      'supplier_orders_money_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0 and ${t.deliveryFeeCents} >= 0`,
    ),
    index('supplier_orders_supplier_status_idx').on(t.supplierId, t.status, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: randomId(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    skuId: uuid('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // snapshots at checkout: a later price or name change never rewrites an order
    productName: text('product_name').notNull(),
    skuName: text('sku_name').notNull(),
    skuCode: text('sku_code').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    /** what the supplier will send: the ordered qty, less what it marked unavailable on accepting (0 = none) */
    qty: integer('qty').notNull(),
    /** what the venue ordered */
    orderedQty: integer('ordered_qty').notNull(),
    lineTotalCents: cents('line_total_cents').notNull(),
    /**
     * which price the line was placed at (PriceSource: list, venue, price_list, price_break) and the cart's words for
     * it ("Trade 10: 10 % off list"), snapshotted at checkout (decision 0178); null for lines placed before
     */
    priceSource: text('price_source').$type<PriceSource>(),
    priceLabel: text('price_label'),
    /** the keg each unit comes in, at checkout (issue 37): the deposit line and the keg ledger follow `qty` */
    kegTypeId: uuid('keg_type_id').references(() => kegTypes.id, { onDelete: 'restrict' }),
    /** kegs per unit (the SKU's units per pack); 0 when not a keg */
    kegsPerUnit: integer('kegs_per_unit').notNull().default(0),
    /** the deposit per keg, ex GST, at checkout; 0 for a pool keg or none */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** the deposit's GST rate: the standard rate when the keg type's deposit is taxable, else 0 */
    depositTaxRateBasisPoints: integer('deposit_tax_rate_basis_points').notNull().default(0),
    /** the venue's substitution preference for this line, from its cart item (decision 0182) */
    substitutionPreference: substitutionPreference('substitution_preference').notNull().default('ask'),
    /**
     * What the venue ordered, kept when an accepted change (decision 0181) made the line what is supplied: the line's
     * own SKU, names, price and qty are then the supplied ones, and ordered_qty what was agreed. Null = never changed.
     */
    orderedSkuId: uuid('ordered_sku_id').references(() => skus.id, { onDelete: 'set null' }),
    orderedProductName: text('ordered_product_name'),
    orderedSkuName: text('ordered_sku_name'),
    orderedSkuCode: text('ordered_sku_code'),
    orderedUnitPriceCents: integer('ordered_unit_price_cents'),
    qtyBeforeChange: integer('qty_before_change'),
    /** the line came with an accepted change (an added line), not from the venue's cart */
    addedByChange: boolean('added_by_change').notNull().default(false),
  },
  (t) => [
    check(
      'order_lines_ordered_snapshot',
      sql`(${t.orderedProductName} is null) = (${t.qtyBeforeChange} is null) and (${t.orderedProductName} is null) = (${t.orderedUnitPriceCents} is null)`,
    ),
    check(
      'order_lines_keg',
      sql`${t.kegsPerUnit} >= 0 and ${t.depositCents} >= 0 and ${t.depositTaxRateBasisPoints} between 0 and 10000 and (${t.kegTypeId} is not null or (${t.kegsPerUnit} = 0 and ${t.depositCents} = 0))`,
    ),
    check('order_lines_qty_range', sql`${t.orderedQty} between 1 and 9999 and ${t.qty} between 0 and ${t.orderedQty}`),
    check(
      'order_lines_money_nonnegative',
      sql`${t.unitPriceCents} >= 0 and ${t.lineTotalCents} >= 0 and ${t.taxRateBasisPoints} between 0 and 10000`,
    ),
    check(
      'order_lines_price_source',
      sql.raw(
        `"order_lines"."price_source" in (${PriceSource.options.map((source) => `'${source}'`).join(', ')}) and "order_lines"."price_label" is not null or "order_lines"."price_source" is null and "order_lines"."price_label" is null`,
      ),
    ),
    index('order_lines_supplier_order_idx').on(t.supplierOrderId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: randomId(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    fromStatus: supplierOrderStatus('from_status'),
    toStatus: supplierOrderStatus('to_status').notNull(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** the side the actor acted for (who cancelled), kept even when the person's account is gone */
    actorSide: orderSide('actor_side').notNull(),
    note: text('note'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_supplier_order_idx').on(t.supplierOrderId, t.at)],
);

/**
 * Checkout's idempotency keys (decision 0106), as Stripe keeps them: per person, 24 h. `running` while the first
 * request works; its answer is stored in the transaction that placed the order, so a replay gets the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: requiredRef('user_id', () => profiles.id),
    key: text('key').notNull(),
    /** sha256 of the request's path and body: the same key with another body is refused */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    lockedAt: timestamptz('locked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    check('idempotency_keys_state', sql`${t.state} in ('running', 'done')`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
