import { randomUUID } from 'node:crypto';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError, type WebhookOutbox, eventVersion, publishRealtime } from '../../platform';
import { writeOrderSystemEntry } from '../order-messages/order-messages.service';
import { insertOrderEvent, lockSupplierOrder } from './order-lifecycle.queries';
import { emitOrderWebhooks } from './order-webhooks.service';

// A delivery attempt that failed at the door (decision 0191): the order keeps its status (accepted or dispatched: the
// goods come back on the truck and go out again), and the attempt is an event of its own, from and to that status,
// with the reason; the order's thread says so to both sides, and both sides' screens hear of it.

/** Records the failed attempt on each order, in the caller's transaction; 409 for an order no longer on its way. */
export async function recordFailedDeliveryAttempt(
  tx: Database,
  user: ApiUser,
  supplierOrderId: string,
  reason: string,
  webhooks?: WebhookOutbox,
): Promise<void> {
  const current = await lockSupplierOrder(tx, supplierOrderId);
  if (!current) throw AppError.notFound('Order');
  if (current.status !== 'accepted' && current.status !== 'dispatched')
    throw new AppError('conflict', `This order is ${current.status}, so no delivery of it can fail`, { status: current.status });
  const eventId = randomUUID();
  const note = `Delivery attempt failed: ${reason}`;
  await insertOrderEvent(tx, {
    id: eventId,
    supplierOrderId,
    fromStatus: current.status,
    toStatus: current.status,
    actorId: user.id,
    actorSide: 'supplier',
    note,
  });
  await writeOrderSystemEntry(tx, { supplierOrderId, body: `${note}. The supplier will deliver it again.` });
  await emitOrderWebhooks(webhooks, tx, [supplierOrderId], { type: 'supplier_order.updated', previousStatus: current.status, note });
  await publishRealtime(tx, [
    {
      type: 'supplier-order.changed',
      organisationIds: [current.venueId, current.supplierId],
      venueId: current.venueId,
      supplierId: current.supplierId,
      orderId: current.orderId,
      supplierOrderId,
      eventId,
      version: eventVersion(),
    },
  ]);
}
