import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kegOwnerKinds } from '@tapline/contracts';
import { randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations } from './organisations';

// A supplier's keg types (issue 37). Their own file: skus (catalogue.ts) name a keg type, and the ledger (kegs.ts)
// reaches orders, which import the catalogue.

export const kegOwnerKind = pgEnum('keg_owner_kind', kegOwnerKinds);

/**
 * A kind of keg a supplier sends: its size, who owns it (the supplier, or a pool such as Kegstar or Konvoy) and the
 * deposit charged per keg (supplier-owned only; a pool keg never carries one). A type in use is archived, never
 * deleted: orders, SKUs and the ledger keep naming it.
 */
export const kegTypes = pgTable(
  'keg_types',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    name: text('name').notNull(),
    litres: numeric('litres', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    ownerKind: kegOwnerKind('owner_kind').notNull().default('supplier'),
    /** the pool's name (Kegstar, Konvoy…) when owner_kind = pool */
    poolName: text('pool_name'),
    /** ex GST, per keg; 0 for a pool keg */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** GST on the deposit (the default; the supplier confirms with its adviser) */
    depositTaxable: boolean('deposit_taxable').notNull().default(true),
    archivedAt: timestamptz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('keg_types_supplier_name_unique')
      .on(t.supplierId, sql`lower(${t.name})`)
      .where(sql`archived_at is null`),
    index('keg_types_supplier_idx').on(t.supplierId),
    check('keg_types_litres_range', sql`${t.litres} > 0 and ${t.litres} <= 2000`),
    check('keg_types_deposit_range', sql`${t.depositCents} between 0 and 100000000`),
    check(
      'keg_types_pool',
      sql`(${t.ownerKind} = 'supplier' and ${t.poolName} is null) or (${t.ownerKind} = 'pool' and ${t.poolName} is not null and ${t.depositCents} = 0)`,
    ),
  ],
);

/** A supplier's keg promises; no row = the defaults. */
export const supplierKegSettings = pgTable(
  'supplier_keg_settings',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** empties are collected within this many days of being asked for (or kicked): later, both sides are told */
    collectionPromiseDays: smallint('collection_promise_days').notNull().default(7),
    /** a keg out longer than this many days needs attention */
    kegOutDays: smallint('keg_out_days').notNull().default(60),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('supplier_keg_settings_ranges', sql`${t.collectionPromiseDays} between 1 and 90 and ${t.kegOutDays} between 1 and 730`)],
);
