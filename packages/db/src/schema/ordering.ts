import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { products, skus } from './catalogue';
import { supplierOrderStatus } from './enums';

export const cartItems = pgTable(
  'cart_items',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => profiles.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    skuId: requiredRef('sku_id', () => skus.id),
    qty: integer('qty').notNull(),
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
    idempotencyKey: text('idempotency_key'),
    currency: text('currency').notNull().default('AUD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
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
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    supplierNote: text('supplier_note'),
    ...timestamps(),
  },
  (t) => [
    unique('supplier_orders_order_supplier_unique').on(t.orderId, t.supplierId),
    check(
      'supplier_orders_money_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
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
    qty: integer('qty').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    check('order_lines_qty_range', sql`${t.qty} between 1 and 9999`),
    check(
      'order_lines_money_nonnegative',
      sql`${t.unitPriceCents} >= 0 and ${t.lineTotalCents} >= 0 and ${t.taxRateBasisPoints} between 0 and 10000`,
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
    note: text('note'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_supplier_order_idx').on(t.supplierOrderId, t.at)],
);
