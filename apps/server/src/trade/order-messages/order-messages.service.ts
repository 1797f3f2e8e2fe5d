import { ORDER_MESSAGE_MAX_LENGTH, type OrderMessageMarker, type OrderMessageThread, type OrderSide } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, findOrganisationWithRole, markNotificationsReadAt, notifyMembers } from '../../identity';
import { AppError, eventVersion, publishRealtime } from '../../platform';
import { threadEntries } from './order-thread';
import {
  countUnreadOf,
  findReadMarker,
  findThreadParties,
  insertOrderMessage,
  listThreadMessages,
  listThreadSteps,
  moveReadMarker,
} from './order-messages.queries';

// Messages on an order (docs/domain.md, Messages on an order; decision 0179): only the members of the supplier order's
// two organisations read and write its thread (anyone else: 404, as for no order); a platform admin reads it and
// writes nothing (403), and reading moves no marker of theirs.

type Parties = NonNullable<Awaited<ReturnType<typeof findThreadParties>>>;

/** The thread's supplier order and the side the user belongs to (null: a platform admin of neither side). */
async function requireThreadSide(
  db: Database,
  user: ApiUser,
  supplierOrderId: string,
): Promise<{ parties: Parties; side: OrderSide | null }> {
  const parties = await findThreadParties(db, supplierOrderId);
  if (!parties) throw AppError.notFound('Order');
  const [supplier, venue] = await Promise.all([
    findOrganisationWithRole(db, 'supplier', parties.supplierId, user),
    findOrganisationWithRole(db, 'venue', parties.venueId, user),
  ]);
  const side = supplier?.organisationRole ? 'supplier' : venue?.organisationRole ? 'venue' : null;
  if (side === null && !user.isPlatformAdmin) throw AppError.notFound('Order');
  return { parties, side };
}

/** The side's members write and mark read; a platform admin of neither side reads only (decision 0119). */
async function requireWritingSide(db: Database, user: ApiUser, supplierOrderId: string) {
  const { parties, side } = await requireThreadSide(db, user, supplierOrderId);
  if (side === null) throw new AppError('forbidden', 'A platform admin reads an order’s messages but writes none');
  return { parties, side };
}

async function markerOf(db: Database, supplierOrderId: string, side: OrderSide): Promise<OrderMessageMarker> {
  const marker = await findReadMarker(db, supplierOrderId, side);
  return { side, readThrough: marker.readThrough?.toISOString() ?? null, unread: marker.unread };
}

/** GET /api/supplier-orders/{id}/messages: the thread, and the caller's side's marker as it was before this read. */
export async function getOrderThread(db: Database, user: ApiUser, supplierOrderId: string): Promise<OrderMessageThread> {
  const { parties, side } = await requireThreadSide(db, user, supplierOrderId);
  const [messages, steps, marker] = await Promise.all([
    listThreadMessages(db, supplierOrderId),
    listThreadSteps(db, supplierOrderId),
    side ? markerOf(db, supplierOrderId, side) : null,
  ]);
  return {
    supplierOrderId,
    orderId: parties.orderId,
    orderNumber: parties.orderNumber,
    venue: { id: parties.venueId, name: parties.venueName },
    supplier: { id: parties.supplierId, name: parties.supplierName },
    marker,
    entries: threadEntries(messages, steps),
  };
}

/** The thread's event to both organisations (a message) or to the reading side's (its badges follow). */
async function publishThreadEvent(tx: Database, parties: Parties, messageId: string | null, to: readonly string[]) {
  await publishRealtime(tx, [
    {
      type: 'order.message',
      organisationIds: [...to],
      venueId: parties.venueId,
      supplierId: parties.supplierId,
      orderId: parties.orderId,
      supplierOrderId: parties.supplierOrderId,
      messageId,
      version: eventVersion(),
    },
  ]);
}

/** Where a side's members open the order (its thread is on that page). */
const orderPathOf = (parties: Parties, side: OrderSide) =>
  side === 'venue'
    ? `/dash/venues/${parties.venueId}/orders/${parties.orderId}`
    : `/dash/suppliers/${parties.supplierId}/orders/${parties.supplierOrderId}`;

/** The words of a message in the bell: its start, cut at a word. */
const BELL_EXCERPT = 160;
const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= BELL_EXCERPT ? flat : `${flat.slice(0, BELL_EXCERPT).replace(/\s+\S*$/, '')}…`;
};

/**
 * POST /api/supplier-orders/{id}/messages: a member writes to the other side. Writing reads the thread for the
 * writer's side (they answered what they saw). The other side hears it live, in the bell (one unread notice per
 * order and person, however many messages come), and by mail if it stays unread (order-message-digest.service.ts).
 */
export async function postOrderMessage(db: Database, user: ApiUser, supplierOrderId: string, body: string): Promise<OrderMessageThread> {
  const { parties, side } = await requireWritingSide(db, user, supplierOrderId);
  await db.transaction(async (tx) => {
    const message = await insertOrderMessage(tx, { supplierOrderId, kind: 'message', authorId: user.id, authorSide: side, body });
    await moveReadMarker(tx, supplierOrderId, side);
    await publishThreadEvent(tx, parties, message.id, [parties.venueId, parties.supplierId]);
    const to: OrderSide = side === 'venue' ? 'supplier' : 'venue';
    await notifyMembers(tx, {
      organisationId: to === 'venue' ? parties.venueId : parties.supplierId,
      kind: 'order_message',
      title: `${side === 'venue' ? parties.venueName : parties.supplierName} wrote about order ${parties.orderNumber}`,
      body: excerptOf(body),
      link: orderPathOf(parties, to),
      collapseUnread: true,
    });
  });
  return getOrderThread(db, user, supplierOrderId);
}

/** POST /api/supplier-orders/{id}/messages/read: the caller's side has read the thread (for all its members). */
export async function markOrderThreadRead(db: Database, user: ApiUser, supplierOrderId: string): Promise<OrderMessageMarker> {
  const { parties, side } = await requireWritingSide(db, user, supplierOrderId);
  await db.transaction(async (tx) => {
    await moveReadMarker(tx, supplierOrderId, side);
    // the reader's bell notice of this thread is read too
    await markNotificationsReadAt(tx, user.id, 'order_message', orderPathOf(parties, side));
    await publishThreadEvent(tx, parties, null, [side === 'venue' ? parties.venueId : parties.supplierId]);
  });
  return markerOf(db, supplierOrderId, side);
}

/** The overviews' count: the organisation's supplier orders with unread messages, and the messages (no access check: the overview's). */
export const countUnreadMessages = (db: Database, side: OrderSide, organisationId: string) => countUnreadOf(db, side, organisationId);

/**
 * A system entry in a supplier order's thread ("Sent short: …", a change proposed or accepted), written in the
 * caller's transaction by the module that made the change. Both sides see it; it counts as unread for neither.
 * Cut to the longest a thread entry holds.
 */
export async function writeOrderSystemEntry(tx: Database, entry: { supplierOrderId: string; body: string }): Promise<void> {
  const body = entry.body.trim();
  if (body === '') return;
  const fitted = body.length > ORDER_MESSAGE_MAX_LENGTH ? `${body.slice(0, ORDER_MESSAGE_MAX_LENGTH - 1).trimEnd()}…` : body;
  await insertOrderMessage(tx, { supplierOrderId: entry.supplierOrderId, kind: 'system', authorId: null, authorSide: null, body: fitted });
}
