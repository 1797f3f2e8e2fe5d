import { randomUUID } from 'node:crypto';
import type { AcceptInput, SupplierOrder, SupplierOrderAction, SupplierOrderStatus } from '@tapline/contracts';
import { taxOf, type Database } from '@tapline/db';
import { type ApiUser, type Clock, notifyMembers, orderStepKind, recordAudit } from '../../identity';
import { AppError, type Outbox, eventVersion, publishRealtime } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { deliveryMoveLine, settleDeliveryDay, type DeliveryMove } from './order-delivery.service';
import { loadSupplierOrder, requireSupplierOrderSide } from './order-reads.service';
import { ACTION_PAST, canTake, TRANSITIONS, type Side } from './order-transitions';
import {
  insertOrderEvent,
  listLinesForUpdate,
  lockSupplierOrder,
  refreshOrderTotals,
  returnStock,
  setLineQty,
  setSupplierOrderStatus,
  setSupplierOrderTotals,
} from './order-lifecycle.queries';
import { listMemberEmails } from './order-recipients.queries';
import { markSupplierOrderPaid, markSupplierOrderPartPaid } from './order-payments.queries';

// payment comes from the books (money/xero): the order's paid and part-paid marks are set here
export { markSupplierOrderPaid, markSupplierOrderPartPaid };

// Moving a supplier order through its lifecycle (docs/domain.md, Order lifecycle): each move locks the row, checks the status it
// has against the diagram (409 with the current status otherwise, so two moves at once can't both win), writes
// its event with the actor, and mails the other side in the same transaction (docs/conventions.md, Side effects in the transaction).

export interface OrderMailDeps {
  db: Database;
  outbox: Outbox;
  /** the web app's origin, for links in mail */
  appOrigin: string;
  /** checkout's now: the cut-off and delivery days depend on it (tests move time) */
  clock: Clock;
  /** what follows a step in its transaction: Xero's sync; absent when Xero is not configured */
  stepFollower?: OrderStepFollower;
}

/**
 * Work another module queues in a step's transaction (a rollback queues nothing), given by the app so that the
 * orders module needn't know it: the accounting sync with Xero.
 */
export interface OrderStepFollower {
  /** true when it queued something */
  followStep(
    tx: Database,
    step: { action: SupplierOrderAction; supplierOrderId: string; supplierId: string; venueId: string },
  ): Promise<boolean>;
  /** after the commit: this process's worker looks at once */
  wake(): void;
}

export interface TransitionInput {
  action: SupplierOrderAction;
  /** reject and cancel: why (required); the others: an optional note */
  note?: string | undefined;
  /** accept only: lines sent short */
  lines?: AcceptInput['lines'];
  /** accept only: another of the supplier's delivery days */
  deliveryDate?: string | undefined;
}

function conflict(status: SupplierOrderStatus, action: SupplierOrderAction): AppError {
  return new AppError('conflict', `This order is ${status}, so it can’t be ${ACTION_PAST[action]}`, { status });
}

/**
 * Until credit notes exist (decision 0130), an order Xero says is paid, in full or in part, is not cancelled from
 * Tapline: its invoice would stay paid for goods never sent. The answer says why and what to do instead.
 */
function paidConflict(status: SupplierOrderStatus, payment: 'paid' | 'part_paid', side: Side): AppError {
  const what = payment === 'paid' ? 'This order is paid' : 'Part of this order is paid';
  const todo =
    side === 'supplier' ? 'refund or credit the payment in Xero, and tell the venue' : 'ask the supplier to refund or credit the payment';
  return new AppError('conflict', `${what} in Xero, so it can’t be cancelled in Tapline: ${todo}`, { status, payment });
}

/** Accepting with lines short: their qty and totals change, the units not sent go back on hand. */
async function applyShortLines(tx: Database, supplierOrderId: string, orderId: string, changes: NonNullable<AcceptInput['lines']>) {
  const lines = await listLinesForUpdate(tx, supplierOrderId);
  const named = new Set<string>();
  const issues = changes.flatMap((change, index) => {
    const line = lines.find((candidate) => candidate.id === change.lineId);
    // the contract refuses it first; a line applied twice would put back units never taken
    if (named.has(change.lineId)) return [{ field: `lines.${index}.lineId`, message: 'names a line already named: each line once' }];
    named.add(change.lineId);
    if (!line) return [{ field: `lines.${index}.lineId`, message: 'is not a line of this order' }];
    if (change.qty > line.qty) return [{ field: `lines.${index}.qty`, message: `can’t be more than the ${line.qty} ordered` }];
    return [];
  });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  const returns: { skuId: string; qty: number }[] = [];
  for (const change of changes) {
    const line = lines.find((candidate) => candidate.id === change.lineId)!;
    if (change.qty === line.qty) continue;
    if (line.skuId) returns.push({ skuId: line.skuId, qty: line.qty - change.qty });
    line.qty = change.qty;
    await setLineQty(tx, line.id, change.qty, line.unitPriceCents * change.qty);
  }
  if (lines.every((line) => line.qty === 0)) {
    throw AppError.validation([{ field: 'lines', message: 'every line is marked unavailable: reject the order instead' }], 'body');
  }
  const sent = lines.map((line) => ({ total: line.unitPriceCents * line.qty, rate: line.taxRateBasisPoints }));
  const subtotalCents = sent.reduce((sum, line) => sum + line.total, 0);
  const taxCents = sent.reduce((sum, line) => sum + taxOf(line.total, line.rate), 0);
  await setSupplierOrderTotals(tx, supplierOrderId, { subtotalCents, taxCents });
  await refreshOrderTotals(tx, orderId);
  return returns;
}

async function mailOtherSide(
  deps: OrderMailDeps,
  tx: Database,
  order: SupplierOrder,
  action: SupplierOrderAction,
  side: Side,
  note: string | undefined,
  moved: DeliveryMove | undefined,
) {
  // the venue hears of every move; the supplier of the venue's cancellation
  const to =
    side === 'supplier' ? { id: order.venue.id, firstUserId: order.placedBy?.id ?? null } : { id: order.supplier.id, firstUserId: null };
  const path =
    side === 'supplier'
      ? `/dash/venues/${order.venue.id}/orders/${order.orderId}`
      : `/dash/suppliers/${order.supplier.id}/orders/${order.id}`;
  const link = `${deps.appOrigin}${path}`;
  const counterpart = side === 'supplier' ? order.supplier.name : order.venue.name;
  const shortLines = order.lines.filter((line) => line.qty < line.orderedQty);
  const body = [
    `${counterpart} ${ACTION_PAST[action]} order ${order.orderNumber}${side === 'supplier' ? ` for ${order.venue.name}` : ` from ${order.supplier.name}`}.`,
    note ? `${action === 'reject' || action === 'cancel' ? 'Reason' : 'Note'}: ${note}` : '',
    moved ? deliveryMoveLine(moved) : '',
    action === 'accept' && shortLines.length > 0
      ? `Sent short: ${shortLines.map((line) => `${line.productName} (${line.skuName}) ${line.qty} of ${line.orderedQty}`).join('; ')}.`
      : '',
    `Open the order: ${link}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  for (const member of await listMemberEmails(tx, to.id, to.firstUserId)) {
    await deps.outbox.email(tx, {
      to: member.email,
      subject: `Order ${order.orderNumber} ${ACTION_PAST[action]}`,
      body,
      template: `order_${action}`,
      secrets: [],
    });
  }
  // the bell, whatever each member chose for mail: the title says what happened, the body the reason or note
  const details = body.split('\n\n').slice(1, -1).join('\n');
  await notifyMembers(tx, {
    organisationId: to.id,
    kind: orderStepKind(action),
    title: `${counterpart} ${ACTION_PAST[action]} order ${order.orderNumber}`,
    body: details,
    link: path,
  });
}

/**
 * The step in the audit log (decision 0131): in the log of the organisation that took it, and, when it ends
 * the order (a cancel or a reject), in the other side's too, so each side's owners see who ended it.
 */
async function auditStep(
  tx: Database,
  user: ApiUser,
  order: SupplierOrder,
  step: { action: SupplierOrderAction; side: Side; from: SupplierOrderStatus; note: string | undefined; moved: DeliveryMove | undefined },
) {
  const acting = step.side === 'venue' ? order.venue.id : order.supplier.id;
  const other = step.side === 'venue' ? order.supplier.id : order.venue.id;
  const entry = {
    actorId: user.id,
    action: `order.${ACTION_PAST[step.action]}`,
    targetType: 'order' as const,
    targetId: order.id,
    before: { status: step.from, ...(step.moved ? { deliveryDate: step.moved.from } : {}) },
    after: {
      status: order.status,
      side: step.side,
      orderNumber: order.orderNumber,
      venueName: order.venue.name,
      supplierName: order.supplier.name,
      ...(step.note ? { note: step.note } : {}),
      ...(step.moved ? { deliveryDate: step.moved.to } : {}),
    },
  };
  const ends = step.action === 'cancel' || step.action === 'reject';
  await recordAudit(tx, [{ ...entry, organisationId: acting }, ...(ends ? [{ ...entry, organisationId: other }] : [])]);
}

/** POST /api/supplier-orders/{id}/{action}. */
export async function transitionSupplierOrder(
  deps: OrderMailDeps,
  user: ApiUser,
  supplierOrderId: string,
  input: TransitionInput,
): Promise<SupplierOrder> {
  const { side } = await requireSupplierOrderSide(deps.db, user, supplierOrderId);
  const { action } = input;
  // a platform admin who is neither side reads the order but doesn't act on it
  if (side === null || !TRANSITIONS[action].from[side]) {
    throw new AppError(
      'forbidden',
      side === 'venue' ? `A venue can’t ${action} an order; its supplier does` : `Only the venue ${action}s this order`,
    );
  }
  let followed = false;
  await withRetryingTransaction(deps.db, async (tx) => {
    const current = await lockSupplierOrder(tx, supplierOrderId);
    if (!current) throw AppError.notFound('Order');
    if (!canTake(action, side, current.status)) throw conflict(current.status, action);
    if (action === 'cancel' && (current.paidAt || current.partPaidAt))
      throw paidConflict(current.status, current.paidAt ? 'paid' : 'part_paid', side);
    const moved = action === 'accept' ? await settleDeliveryDay(tx, deps.clock(), supplierOrderId, current, input.deliveryDate) : undefined;
    let returns: { skuId: string; qty: number }[] = [];
    if (action === 'accept' && input.lines && input.lines.length > 0)
      returns = await applyShortLines(tx, supplierOrderId, current.orderId, input.lines);
    if (action === 'cancel' || action === 'reject') {
      // nothing will be sent: every unit goes back on hand
      returns = (await listLinesForUpdate(tx, supplierOrderId)).flatMap((line) =>
        line.skuId ? [{ skuId: line.skuId, qty: line.qty }] : [],
      );
    }
    await returnStock(tx, returns);
    const supplierNote = side === 'supplier' && input.note !== undefined && input.note !== '' ? input.note : undefined;
    await setSupplierOrderStatus(tx, supplierOrderId, TRANSITIONS[action].to, supplierNote);
    const eventId = randomUUID();
    await insertOrderEvent(tx, {
      id: eventId,
      supplierOrderId,
      fromStatus: current.status,
      toStatus: TRANSITIONS[action].to,
      actorId: user.id,
      actorSide: side,
      note: input.note || null,
    });
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
    followed =
      (await deps.stepFollower?.followStep(tx, { action, supplierOrderId, supplierId: current.supplierId, venueId: current.venueId })) ??
      false;
    const after = await loadSupplierOrder(tx, supplierOrderId, side, deps.clock());
    await mailOtherSide(deps, tx, after, action, side, input.note, moved);
    await auditStep(tx, user, after, { action, side, from: current.status, note: input.note, moved });
  });
  deps.outbox.wake();
  if (followed) deps.stepFollower?.wake();
  return loadSupplierOrder(deps.db, supplierOrderId, side, deps.clock());
}
