import type { SupplierOrderAction, WebhookEventType, WebhookSupplierOrderData } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { WebhookOutbox } from '../../platform';
import { listOrderSnapshots } from './order-webhooks.queries';

// The orders' webhook events (decision 0197): written in the step's transaction, to the supplier and to the venue of
// each supplier order, each organisation's copy under its own sequence.

const STEP_TYPES: Record<SupplierOrderAction, WebhookEventType> = {
  accept: 'supplier_order.accepted',
  reject: 'supplier_order.rejected',
  cancel: 'supplier_order.cancelled',
  dispatch: 'supplier_order.dispatched',
  deliver: 'supplier_order.delivered',
  release: 'supplier_order.updated',
};

export interface OrderWebhookStep {
  /** order.placed, a lifecycle action's type, or supplier_order.updated (a change, a failed delivery attempt …) */
  type: WebhookEventType;
  previousStatus: string | null;
  note: string | null;
}

export function stepWebhookType(action: SupplierOrderAction): WebhookEventType {
  return STEP_TYPES[action];
}

/** Writes the step's events for the supplier orders in `tx` (nothing without a webhook outbox). */
export async function emitOrderWebhooks(
  webhooks: WebhookOutbox | undefined,
  tx: Database,
  supplierOrderIds: readonly string[],
  step: OrderWebhookStep,
): Promise<void> {
  if (!webhooks) return;
  const snapshots = await listOrderSnapshots(tx, supplierOrderIds);
  await webhooks.emit(
    tx,
    snapshots.flatMap((snapshot) => {
      const data: WebhookSupplierOrderData = {
        supplierOrderId: snapshot.supplierOrderId,
        orderId: snapshot.orderId,
        status: snapshot.status,
        previousStatus: step.previousStatus,
        note: step.note,
        venue: { id: snapshot.venueId, name: snapshot.venueName },
        supplier: { id: snapshot.supplierId, name: snapshot.supplierName },
        requestedDeliveryDate: snapshot.requestedDeliveryDate,
        subtotalCents: snapshot.subtotalCents,
        taxCents: snapshot.taxCents,
        totalCents: snapshot.totalCents,
        lines: snapshot.lines.map(({ supplierOrderId: _, ...line }) => line),
      };
      return [snapshot.supplierId, snapshot.venueId].map((organisationId) => ({
        organisationId,
        type: step.type,
        resourceId: snapshot.supplierOrderId,
        data,
      }));
    }),
  );
}
