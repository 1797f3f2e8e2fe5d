import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, skus } from './catalogue';
import { randomId, requiredRef, timestamptz } from './columns';
import { supplierOrders } from './ordering';
import { organisations } from './organisations';

// Its own file (not catalogue.ts): an entry remembers the supplier order its keg came from, and ordering.ts
// already imports the catalogue.

export interface ServingSize {
  label: string;
  volumeMl: number;
  priceCents: number;
}

/**
 * A venue's On Tap list (decision 0110): what pours now (`pouring`, in the venue's order, on a tap number unique
 * among them), what comes on next (`next`), and, once kicked (`kicked_at` set), the venue's tap history. An entry is
 * a catalogue product or a guest beer typed in by the venue, never both.
 */
export const onTapEntries = pgTable(
  'on_tap_entries',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    status: text('status').$type<'pouring' | 'next'>().notNull().default('pouring'),
    /** 0-based place within its status's list (the editor's drag order) */
    position: integer('position').notNull().default(0),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    guestName: text('guest_name'),
    guestBrewery: text('guest_brewery'),
    guestStyle: text('guest_style'),
    guestAbv: numeric('guest_abv', { precision: 4, scale: 1, mode: 'number' }),
    /** the keg SKU it came from, when known */
    skuId: uuid('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    /** the delivered supplier order it came from ("Put on tap") */
    supplierOrderId: uuid('supplier_order_id').references(() => supplierOrders.id, { onDelete: 'set null' }),
    tapNumber: integer('tap_number'),
    servingSizes: jsonb('serving_sizes')
      .$type<ServingSize[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note'),
    /** pouring since (pouring) or announced since (next) */
    since: timestamptz('since').notNull().defaultNow(),
    /** set when the keg is kicked: the row stays as history */
    kickedAt: timestamptz('kicked_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('on_tap_entries_current_product_unique')
      .on(t.venueId, t.productId)
      .where(sql`kicked_at is null`),
    uniqueIndex('on_tap_entries_pouring_tap_unique')
      .on(t.venueId, t.tapNumber)
      .where(sql`status = 'pouring' and kicked_at is null`),
    check('on_tap_entries_tap_number_range', sql`${t.tapNumber} is null or ${t.tapNumber} between 1 and 999`),
    check('on_tap_entries_status_known', sql`${t.status} in ('pouring', 'next')`),
    check('on_tap_entries_position_nonnegative', sql`${t.position} >= 0`),
    check(
      'on_tap_entries_product_or_guest',
      sql`(${t.productId} is not null and ${t.guestName} is null and ${t.guestBrewery} is null and ${t.guestStyle} is null and ${t.guestAbv} is null) or (${t.productId} is null and ${t.guestName} is not null and ${t.guestBrewery} is not null)`,
    ),
    check('on_tap_entries_guest_abv_range', sql`${t.guestAbv} is null or ${t.guestAbv} between 0 and 99.9`),
    index('on_tap_entries_product_idx').on(t.productId),
    index('on_tap_entries_venue_list_idx')
      .on(t.venueId, t.status, t.position)
      .where(sql`kicked_at is null`),
    // every entry of a venue (its last change, the cascade from organisations) and its history, newest kick first
    index('on_tap_entries_venue_kicked_idx').on(t.venueId, t.kickedAt.desc()),
    index('on_tap_entries_sku_idx').on(t.skuId),
    index('on_tap_entries_supplier_order_idx').on(t.supplierOrderId),
  ],
);
