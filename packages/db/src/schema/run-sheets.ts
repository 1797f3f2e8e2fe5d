import { sql } from 'drizzle-orm';
import { runStopOutcomeKinds } from '@tapline/contracts';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';

export const runStopOutcome = pgEnum('run_stop_outcome', runStopOutcomeKinds);

/**
 * A supplier's run for one delivery day (decision 0190): the order of its stops, one per venue, as the supplier
 * dragged them. `version` is optimistic concurrency: a new order names the version it read, and a stale one is 409.
 * A day never arranged has no row: its stops go by venue name.
 */
export const runSheets = pgTable(
  'run_sheets',
  {
    supplierId: requiredRef('supplier_id', () => organisations.id),
    deliveryDate: date('delivery_date').notNull(),
    /** the venues in run order; a venue not in it (an order accepted later) goes after them, by name */
    venueOrder: uuid('venue_order')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.deliveryDate] }), check('run_sheets_version_positive', sql`${t.version} >= 1`)],
);

/**
 * What the driver recorded at a stop (decision 0191): delivered, partly delivered or failed, with the receiver's name,
 * a failed attempt's reason and the proof photo's storage key (decision 0192). One row per stop; a failed stop may be
 * recorded again as delivered on a later attempt that day.
 */
export const runStopOutcomes = pgTable(
  'run_stop_outcomes',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    deliveryDate: date('delivery_date').notNull(),
    outcome: runStopOutcome('outcome').notNull(),
    receiverName: text('receiver_name'),
    failureReason: text('failure_reason'),
    /** the proof of delivery, in the same storage as images; served only to the two organisations */
    photoKey: text('photo_key'),
    recordedBy: uuid('recorded_by').references(() => profiles.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('run_stop_outcomes_venue_idx').on(t.venueId),
    uniqueIndex('run_stop_outcomes_stop_unique').on(t.supplierId, t.deliveryDate, t.venueId),
    check(
      'run_stop_outcomes_shape',
      sql`(${t.outcome} = 'failed') = (${t.failureReason} is not null) and (${t.outcome} = 'failed' or ${t.receiverName} is not null)`,
    ),
  ],
);
