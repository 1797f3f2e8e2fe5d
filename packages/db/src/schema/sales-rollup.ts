import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { organisations } from './organisations';

/**
 * The sales rollups behind supplier analytics and venue spend (decision 0193): the counted supplier orders of
 * decision 0185 summed per supplier, venue and local day, kept exact in the transaction that changes an order or its
 * lines by the triggers of the sales_rollup migration (never written by the application). Each row carries both
 * local days of its orders: the supplier's (analytics) and the venue's (spend), which differ only when their zones do.
 */

const cents = (name: string) => bigint(name, { mode: 'number' });

const rollupKey = () => ({
  supplierId: requiredRef('supplier_id', () => organisations.id),
  venueId: requiredRef('venue_id', () => organisations.id),
  /** the day the orders were placed, in the supplier's time zone */
  supplierDay: date('supplier_day').notNull(),
  /** the same orders' day in the venue's time zone */
  venueDay: date('venue_day').notNull(),
});

const rollupSums = () => ({
  /** counted supplier orders (with at least one line): in sales_daily, those with a line of the product */
  orders: integer('orders').notNull(),
  /** the lines' qty: what is supplied */
  qty: bigint('qty', { mode: 'number' }).notNull(),
  exCents: cents('ex_cents').notNull(),
  /** ex GST plus each line's GST rounded to the cent per line, as checkout does */
  incCents: cents('inc_cents').notNull(),
});

/** One row per supplier, venue and day pair: the order counts, the rhythms and the day and party sums. */
export const salesDailyOrders = pgTable('sales_daily_orders', { ...rollupKey(), ...rollupSums() }, (t) => [
  unique('sales_daily_orders_key').on(t.supplierId, t.supplierDay, t.venueId, t.venueDay),
  index('sales_daily_orders_venue_idx').on(t.venueId, t.venueDay),
  /** each venue's order days in order: its rhythm (decision 0186), read without a sort */
  index('sales_daily_orders_rhythm_idx').on(t.supplierId, t.venueId, t.supplierDay),
]);

/** One row per supplier, venue, day pair and product (null: a product since deleted): the product and style sums. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    ...rollupKey(),
    /** no reference: the line's product, which a deleted product sets to null through the lines' own trigger */
    productId: uuid('product_id'),
    /** the greatest of the lines' snapshotted names */
    productName: text('product_name').notNull(),
    ...rollupSums(),
    /**
     * the venue's previous row of the product with the supplier (an earlier supplier's day, or the same day in another
     * venue's day): a period holds two of the venue's orders of it when a row has two orders or a previous day in it
     */
    previousDay: date('previous_day'),
  },
  (t) => [
    unique('sales_daily_key').on(t.supplierId, t.supplierDay, t.venueId, t.venueDay, t.productId).nullsNotDistinct(),
    index('sales_daily_venue_idx').on(t.venueId, t.venueDay),
    index('sales_daily_pair_idx').on(t.supplierId, t.venueId, t.productId, t.supplierDay),
    /** a product's rows with the supplier by day: its months recomputed, its reorders looked for (decision 0194) */
    index('sales_daily_product_idx').on(t.supplierId, t.productId, t.supplierDay),
  ],
);

/**
 * One row per supplier, product (null: deleted ones) and month of the supplier's days (its first day): sales_daily
 * summed over venues and days, recomputed by the triggers of the sales_monthly migration whenever a row of sales_daily
 * comes or goes (decision 0194). A long period reads its whole months here and only its ends from sales_daily.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id),
    month: date('month').notNull(),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    /** how many rows of sales_daily were summed: for a product no venue reordered, its venues */
    dayRows: integer('day_rows').notNull(),
    ...rollupSums(),
  },
  (t) => [unique('sales_monthly_key').on(t.supplierId, t.month, t.productId).nullsNotDistinct()],
);

/**
 * Each venue's rhythm with a supplier over all its counted orders (decision 0186): its order days (the supplier's),
 * the first and the last, and the median of the days between two. Recomputed for each pair sales_daily_orders is
 * refreshed for, under that pair's lock (decision 0194); read when a period ends today, when no later day exists.
 */
export const salesRhythms = pgTable(
  'sales_rhythms',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    orderDays: integer('order_days').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    /** null with one order day */
    medianGap: doublePrecision('median_gap'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.venueId] })],
);
