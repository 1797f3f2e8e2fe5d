import { z } from 'zod';
import { DateTime, text, Uuid } from './common';
import { OrderSide } from './ordering';
import { SupplierOrderStatus } from './overview';

// Messages on an order (docs/domain.md, Messages on an order; decision 0179): one thread per supplier order that both
// sides' members write in, with the order's own steps and the system's entries in the same time line. Messages are
// never changed nor deleted; each side has one read marker, shared by its members.

/** The longest message, in characters after trimming. */
export const ORDER_MESSAGE_MAX_LENGTH = 4000;
/** A message still unread this many minutes after it was written goes into the side's mailed digest. */
export const ORDER_MESSAGE_DIGEST_MINUTES = 5;

/** `message`: a person wrote it; `system`: Tapline did (a change proposed or accepted, lines sent short). */
export const orderMessageKinds = ['message', 'system'] as const;

export const OrderMessageInput = z.object({
  body: text()
    .trim()
    .min(1, 'Write a message first')
    .max(ORDER_MESSAGE_MAX_LENGTH, `A message is at most ${ORDER_MESSAGE_MAX_LENGTH.toLocaleString('en-AU')} characters`),
});
export type OrderMessageInput = z.infer<typeof OrderMessageInput>;

/**
 * One entry of the thread: a message, a system entry, or one of the order's steps (`step`: the status it moved to,
 * with its note as the body). `side` is whose it is (null for Tapline's own); `author` null once the account is gone.
 */
export const OrderThreadEntry = z.object({
  id: Uuid,
  kind: z.enum([...orderMessageKinds, 'step']),
  side: OrderSide.nullable(),
  author: z.object({ id: Uuid, name: z.string() }).nullable(),
  body: z.string(),
  step: SupplierOrderStatus.nullable(),
  at: DateTime,
});
export type OrderThreadEntry = z.infer<typeof OrderThreadEntry>;

/** Where a side stands in a thread: read through when (null: never opened), and how many of the other side's messages came since. */
export const OrderMessageMarker = z.object({
  side: OrderSide,
  readThrough: DateTime.nullable(),
  unread: z.number().int(),
});
export type OrderMessageMarker = z.infer<typeof OrderMessageMarker>;

export const OrderMessageThread = z.object({
  supplierOrderId: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  venue: z.object({ id: Uuid, name: z.string() }),
  supplier: z.object({ id: Uuid, name: z.string() }),
  /** the caller's side and its marker before this read; null for a platform admin, who reads without moving it */
  marker: OrderMessageMarker.nullable(),
  /** oldest first */
  entries: z.array(OrderThreadEntry),
});
export type OrderMessageThread = z.infer<typeof OrderMessageThread>;
