import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { skus } from './catalogue';
import { orders, supplierOrders } from './ordering';
import { standingOccurrenceStatus, standingOrderStatus } from './enums';

// Standing orders (docs/domain.md, Standing orders; decisions 0166 and 0167): a venue's template per supplier, and
// one row per delivery it schedules (an occurrence), made 8 weeks ahead, each with its own state.

/** A line as an occurrence edited alone keeps it ("Edit this one"): the SKU, how many, the price when saved. */
export interface OccurrenceLineRow {
  skuId: string;
  qty: number;
  lastUnitPriceCents: number | null;
}

/** A line left out, or why nothing was ordered (contracts' OccurrenceProblem). */
export interface OccurrenceProblemRow {
  productName: string | null;
  skuName: string | null;
  reason: string;
}

export const standingOrders = pgTable(
  'standing_orders',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    /** who set it up; the venue owns it (a person leaving stops nothing) */
    ownerId: requiredRef('owner_id', () => profiles.id, 'restrict'),
    status: standingOrderStatus('status').notNull().default('active'),
    /** 0 = Sunday … 6 = Saturday: some of the supplier's delivery weekdays */
    deliveryWeekdays: smallint('delivery_weekdays').array().notNull(),
    everyWeeks: integer('every_weeks').notNull().default(1),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    pausedUntil: date('paused_until'),
    /** the note each placed order carries to the supplier */
    note: text('note').notNull().default(''),
    /** occurrences exist up to this date (the scheduler tops them up as the days go by); null: none made yet */
    plannedThrough: date('planned_through'),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('standing_orders_every_weeks_range', sql`${t.everyWeeks} between 1 and 8`),
    check('standing_orders_weekdays_present', sql`cardinality(${t.deliveryWeekdays}) between 1 and 7`),
    check('standing_orders_ends_after_start', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    index('standing_orders_venue_idx').on(t.venueId, t.createdAt),
    index('standing_orders_supplier_idx').on(t.supplierId),
    // the scheduler's top-up: the active ones whose occurrences stop short of 8 weeks ahead
    index('standing_orders_planned_idx')
      .on(t.plannedThrough)
      .where(sql`${t.status} <> 'ended'`),
  ],
);

export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    standingOrderId: requiredRef('standing_order_id', () => standingOrders.id),
    skuId: requiredRef('sku_id', () => skus.id),
    qty: integer('qty').notNull(),
    /** the venue's price when the template was saved or last placed: the reminder says what changed since */
    lastUnitPriceCents: integer('last_unit_price_cents'),
  },
  (t) => [
    primaryKey({ name: 'standing_order_lines_pkey', columns: [t.standingOrderId, t.skuId] }),
    check('standing_order_lines_qty_range', sql`${t.qty} between 1 and 9999`),
    index('standing_order_lines_sku_idx').on(t.skuId),
  ],
);

export const standingOccurrences = pgTable(
  'standing_occurrences',
  {
    id: randomId(),
    standingOrderId: requiredRef('standing_order_id', () => standingOrders.id),
    /** the date the schedule gave it: its key, kept when a holiday or closure moves it */
    scheduledDate: date('scheduled_date').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    /** why the calendar moved or skipped it ("Labour Day (NSW)"); null when it didn't */
    calendarNote: text('calendar_note'),
    status: standingOccurrenceStatus('status').notNull().default('scheduled'),
    /** venue (Skip), calendar (a holiday or closure the supplier skips), pause (the standing order is paused) */
    skippedBy: text('skipped_by'),
    /** the supplier's cut-off for the delivery date, in its time zone */
    placeAt: timestamptz('place_at').notNull(),
    remindAt: timestamptz('remind_at').notNull(),
    remindedAt: timestamptz('reminded_at'),
    /** "Edit this one": its own lines; null = the template's */
    overrideLines: jsonb('override_lines').$type<OccurrenceLineRow[]>(),
    problems: jsonb('problems').$type<OccurrenceProblemRow[]>().notNull().default([]),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    supplierOrderId: uuid('supplier_order_id').references(() => supplierOrders.id, { onDelete: 'set null' }),
    placedAt: timestamptz('placed_at'),
    ...timestamps(),
  },
  (t) => [
    unique('standing_occurrences_order_date_unique').on(t.standingOrderId, t.scheduledDate),
    check('standing_occurrences_skipped_by', sql`${t.skippedBy} is null or ${t.skippedBy} in ('venue', 'calendar', 'pause')`),
    index('standing_occurrences_delivery_idx').on(t.standingOrderId, t.deliveryDate),
    // the tick: what is due, and what is to be reminded
    index('standing_occurrences_due_idx')
      .on(t.placeAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('standing_occurrences_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.status} = 'scheduled' and ${t.remindedAt} is null`),
    // an order page asks which occurrence placed it: at most one
    uniqueIndex('standing_occurrences_supplier_order_unique')
      .on(t.supplierOrderId)
      .where(sql`${t.supplierOrderId} is not null`),
  ],
);

/** A day the supplier doesn't deliver, besides public holidays. */
export const supplierClosures = pgTable(
  'supplier_closures',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    date: date('date').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('supplier_closures_supplier_date_unique').on(t.supplierId, t.date)],
);
