import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kegCollectionStatuses, kegLedgerReasons } from '@tapline/contracts';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { supplierOrders } from './ordering';
import { onTapEntries } from './on-tap';
import { taxDocuments } from './invoicing';
import { kegTypes } from './keg-types';

// The kegs a venue holds of each supplier's, and their way back (issue 37; docs/domain.md, Kegs).

export const kegLedgerReason = pgEnum('keg_ledger_reason', kegLedgerReasons);
export const kegCollectionStatus = pgEnum('keg_collection_status', kegCollectionStatuses);

/** kegs of one type, as a collection asks for or records them */
export interface KegCountRow {
  kegTypeId: string;
  qty: number;
}

/**
 * A collection of empties from a venue: asked for by the venue (how many of each type, or one for one at the next
 * delivery), then recorded by the supplier as what the driver took, never what was asked. One open request per
 * supplier–venue pair: a second ask adds to it. Recording moves `requested` to `collected` in one conditional
 * update, so two recordings of the same empties can't both happen.
 */
export const kegCollections = pgTable(
  'keg_collections',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
    venueId: requiredRef('venue_id', () => organisations.id, 'restrict'),
    status: kegCollectionStatus('status').notNull().default('requested'),
    /** swap the empties one for one at the next delivery, instead of a collection of their own */
    swapAtDelivery: boolean('swap_at_delivery').notNull().default(false),
    /** the day asked for; null = the next delivery day */
    requestedFor: date('requested_for'),
    requested: jsonb('requested')
      .$type<KegCountRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    requestedAt: timestamptz('requested_at'),
    collected: jsonb('collected').$type<KegCountRow[]>(),
    collectedBy: uuid('collected_by').references(() => profiles.id, { onDelete: 'set null' }),
    collectedAt: timestamptz('collected_at'),
    /** the supplier recorded more than the venue held: the excess went to the ledger as adjusted */
    override: boolean('override').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    /** moves on with every change of the request: recording names the version it read (decision 0177) */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('keg_collections_one_open_per_pair')
      .on(t.supplierId, t.venueId)
      .where(sql`status = 'requested'`),
    index('keg_collections_supplier_status_idx').on(t.supplierId, t.status, t.requestedFor),
    index('keg_collections_venue_idx').on(t.venueId, t.createdAt),
  ],
);

/**
 * The keg ledger: append-only (a trigger refuses UPDATE and DELETE, migration 0045), one entry per movement of kegs
 * of one type between a supplier and a venue. The venue's balance is the sum of `delta`; both sides read that sum.
 */
export const kegLedger = pgTable(
  'keg_ledger',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id, 'restrict'),
    venueId: requiredRef('venue_id', () => organisations.id, 'restrict'),
    kegTypeId: requiredRef('keg_type_id', () => kegTypes.id, 'restrict'),
    delta: integer('delta').notNull(),
    reason: kegLedgerReason('reason').notNull(),
    /** delivered: the order that brought them */
    supplierOrderId: uuid('supplier_order_id').references(() => supplierOrders.id, { onDelete: 'restrict' }),
    /** returned (or adjusted beyond the balance): the collection that took them */
    collectionId: uuid('collection_id').references(() => kegCollections.id, { onDelete: 'restrict' }),
    /** adjusted or written off: why, in the supplier's words */
    note: text('note'),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('keg_ledger_pair_idx').on(t.supplierId, t.venueId, t.kegTypeId, t.at),
    index('keg_ledger_venue_idx').on(t.venueId, t.at),
    // an order's delivery is counted once per keg type
    uniqueIndex('keg_ledger_delivered_once')
      .on(t.supplierOrderId, t.kegTypeId)
      .where(sql`reason = 'delivered'`),
    check('keg_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check(
      'keg_ledger_delta_sign',
      sql`case ${t.reason} when 'delivered' then ${t.delta} > 0 when 'returned' then ${t.delta} < 0 when 'written_off' then ${t.delta} < 0 else true end`,
    ),
    check('keg_ledger_delivered_has_order', sql`${t.reason} <> 'delivered' or ${t.supplierOrderId} is not null`),
  ],
);

/**
 * An empty keg waiting at a venue to go back to its owner: written when a keg of a known type is kicked on the On Tap
 * page (or declared by the venue), taken by the collection that records it (oldest first).
 */
export const kegEmpties = pgTable(
  'keg_empties',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    kegTypeId: requiredRef('keg_type_id', () => kegTypes.id, 'restrict'),
    /** the On Tap entry whose kick made it empty; null when the venue declared it */
    onTapEntryId: uuid('on_tap_entry_id').references(() => onTapEntries.id, { onDelete: 'set null' }),
    emptiedAt: timestamptz('emptied_at').notNull().defaultNow(),
    collectionId: uuid('collection_id').references(() => kegCollections.id, { onDelete: 'set null' }),
    collectedAt: timestamptz('collected_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keg_empties_entry_unique')
      .on(t.onTapEntryId)
      .where(sql`on_tap_entry_id is not null`),
    index('keg_empties_waiting_idx')
      .on(t.venueId, t.supplierId, t.kegTypeId, t.emptiedAt)
      .where(sql`collected_at is null`),
    index('keg_empties_supplier_waiting_idx')
      .on(t.supplierId, t.emptiedAt)
      .where(sql`collected_at is null`),
  ],
);

/**
 * The adjustment notes refunding a collection's deposits: one per invoice whose deposit lines it credits (oldest
 * invoice first), for supplier-owned kegs with a deposit only.
 */
export const kegCollectionNotes = pgTable(
  'keg_collection_notes',
  {
    collectionId: requiredRef('collection_id', () => kegCollections.id, 'restrict'),
    noteId: requiredRef('note_id', () => taxDocuments.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.noteId] }), index('keg_collection_notes_note_idx').on(t.noteId)],
);
