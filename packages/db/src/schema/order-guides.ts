import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { skus } from './catalogue';
import { randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { substitutionPreference } from './enums';

/**
 * A venue's order guides (decision 0165): named lists of packs in sections, each with a par level in units. A guide
 * with a supplier holds that supplier's packs only; without one it spans suppliers. `version` is optimistic
 * concurrency: every change adds one, and a change names the version it read.
 */
export const orderGuides = pgTable(
  'order_guides',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    name: text('name').notNull(),
    /** null: across suppliers */
    supplierId: uuid('supplier_id').references(() => organisations.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('order_guides_name_present', sql`length(trim(${t.name})) between 1 and 80`),
    check('order_guides_version_positive', sql`${t.version} >= 1`),
    index('order_guides_venue_idx').on(t.venueId, t.name),
    index('order_guides_supplier_idx').on(t.supplierId),
    index('order_guides_created_by_idx').on(t.createdBy),
  ],
);

/** A guide's items: a pack, its section ('' = none), its place (0…n−1 over the guide) and its par level in units. */
export const orderGuideItems = pgTable(
  'order_guide_items',
  {
    id: randomId(),
    guideId: requiredRef('guide_id', () => orderGuides.id),
    skuId: requiredRef('sku_id', () => skus.id),
    section: text('section').notNull().default(''),
    position: integer('position').notNull(),
    parQty: integer('par_qty').notNull(),
    /** what the supplier may send instead (decision 0182): the cart item it adds takes it */
    substitutionPreference: substitutionPreference('substitution_preference').notNull().default('ask'),
  },
  (t) => [
    unique('order_guide_items_guide_sku_unique').on(t.guideId, t.skuId),
    check('order_guide_items_position_nonnegative', sql`${t.position} >= 0`),
    check('order_guide_items_par_range', sql`${t.parQty} between 0 and 99999`),
    check('order_guide_items_section_length', sql`length(${t.section}) <= 60`),
    index('order_guide_items_sku_idx').on(t.skuId),
  ],
);

/** A count of a guide: who counted and when; its lines say what was on hand, in units, per pack counted. */
export const guideCounts = pgTable(
  'guide_counts',
  {
    id: randomId(),
    guideId: requiredRef('guide_id', () => orderGuides.id),
    countedBy: uuid('counted_by').references(() => profiles.id, { onDelete: 'set null' }),
    countedAt: timestamptz('counted_at').notNull().defaultNow(),
  },
  (t) => [index('guide_counts_guide_idx').on(t.guideId, t.countedAt.desc()), index('guide_counts_counted_by_idx').on(t.countedBy)],
);

export const guideCountLines = pgTable(
  'guide_count_lines',
  {
    countId: requiredRef('count_id', () => guideCounts.id),
    skuId: requiredRef('sku_id', () => skus.id),
    onHand: integer('on_hand').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countId, t.skuId] }),
    check('guide_count_lines_on_hand_range', sql`${t.onHand} between 0 and 99999`),
    index('guide_count_lines_sku_idx').on(t.skuId),
  ],
);
