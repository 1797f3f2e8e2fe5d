import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { orderMessageKinds } from '@tapline/contracts';
import { createdAt, randomId, requiredRef, timestamptz } from './columns';
import { orderSide } from './enums';
import { profiles } from './organisations';
import { supplierOrders } from './ordering';

// Messages on an order (docs/domain.md, Messages on an order; decision 0179).

export const orderMessageKind = pgEnum('order_message_kind', orderMessageKinds);

/**
 * A supplier order's thread: what its two sides' members wrote and what Tapline noted (`system`). Never changed nor
 * deleted (a trigger refuses it, its migration's end); only an account's removal clears `author_id`, and the supplier
 * order's own removal takes its thread with it. The order's steps are its `order_events`, merged in when read.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: randomId(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    kind: orderMessageKind('kind').notNull(),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** the side the author wrote for, kept when the account is gone; null for a system entry */
    authorSide: orderSide('author_side'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_messages_thread_idx').on(t.supplierOrderId, t.createdAt),
    // the digest's tick looks at the last days' messages only
    index('order_messages_recent_idx')
      .on(t.createdAt)
      .where(sql`kind = 'message'`),
    check('order_messages_body_length', sql`char_length(btrim(${t.body})) between 1 and 4000`),
    check('order_messages_side', sql`(${t.kind} = 'message') = (${t.authorSide} is not null)`),
  ],
);

/**
 * Each side's place in a thread, shared by its members (a B2B team's inbox): read through `last_read_at`; the
 * other side's messages up to `digested_through` went in a mailed digest already.
 */
export const orderMessageReads = pgTable(
  'order_message_reads',
  {
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    side: orderSide('side').notNull(),
    lastReadAt: timestamptz('last_read_at'),
    digestedThrough: timestamptz('digested_through'),
  },
  (t) => [primaryKey({ columns: [t.supplierOrderId, t.side] })],
);
