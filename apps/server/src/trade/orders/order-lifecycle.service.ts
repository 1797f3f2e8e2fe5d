import { randomUUID } from 'node:crypto';
import type { AcceptInput, SupplierOrder, SupplierOrderAction, SupplierOrderStatus } from '@tapline/contracts';
import { totalsOf, type Database } from '@tapline/db';
import { type ApiUser, type Clock, notifyMembers, orderStepKind, recordAudit } from '../../identity';
import { AppError, type Outbox, type WebhookOutbox, eventVersion, publishRealtime } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { recordKegsDelivered } from '../kegs/keg-ledger.service';
import { writeOrderSystemEntry } from '../order-messages/order-messages.service';
import { deliveryMoveLine, settleDeliveryDay, type DeliveryMove } from './order-delivery.service';
import { loadSupplierOrder, mayRelease, requireSupplierOrderSide } from './order-reads.service';
import { emitOrderWebhooks, stepWebhookType } from './order-webhooks.service';
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
import { carryProposalsForward, decideProposal, listOpenProposalIds } from './changes/order-changes.queries';
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
  /** the orders' webhook events, written in each step's transaction (decision 0197) */
  webhooks?: WebhookOutbox;
}

/** A line's qty changed by the step (accepting or delivering short). */
interface ShortLine {
  lineId: string;
  fromQty: number;
  toQty: number;
}

/** The step a follower follows, in its transaction. */
export interface FollowedStep {
  action: SupplierOrderAction;
  supplierOrderId: string;
  supplierId: string;
  venueId: string;
  /** the step's note (a cancellation's reason) */
  note: string | undefined;
  /** the lines the step sent or delivered short */
  shortLines: ShortLine[];
  /** a sentence for the step's mail to the other side (an adjustment note it made) */
  tell(sentence: string): void;
}

/**
 * Work another context does in a step's transaction (a rollback leaves none of it), given by the app so that the
 * orders module needn't know it: the tax invoice and its adjustment notes, the accounting sync with Xero.
 */
export interface OrderStepFollower {
  /** true when it queued something */
  followStep(tx: Database, step: FollowedStep): Promise<boolean>;
  /** after the commit: this process's worker looks at once */
  wake(): void;
}

export interface TransitionInput {
  action: SupplierOrderAction;
  /** reject and cancel: why (required); the others: an optional note */
  note?: string | undefined;
  /** accept and deliver: lines sent or delivered short */
  lines?: AcceptInput['lines'];
  /** accept only: another of the supplier's delivery days */
  deliveryDate?: string | undefined;
}

function conflict(status: SupplierOrderStatus, action: SupplierOrderAction): AppError {
  return new AppError('conflict', `This order is ${status}, so it can’t be ${ACTION_PAST[action]}`, { status });
}

/**
 * An order Xero says is paid, in full or in part, is not cancelled from Tapline when it has no tax invoice from
 * Tapline (decision 0130): Xero's invoice would stay paid for goods never sent, and there is no invoice for an
 * adjustment note to credit. With one, cancelling makes the note (decision 0161). The answer says what to do instead.
 */
function paidConflict(status: SupplierOrderStatus, payment: 'paid' | 'part_paid', side: Side): AppError {
  const what = payment === 'paid' ? 'This order is paid' : 'Part of this order is paid';
  const todo =
    side === 'supplier' ? 'refund or credit the payment in Xero, and tell the venue' : 'ask the supplier to refund or credit the payment';
  return new AppError('conflict', `${what} in Xero, so it can’t be cancelled in Tapline: ${todo}`, { status, payment });
}

/**
 * Accepting or delivering with lines short: their qty and totals change, the units not sent (or not delivered) go
 * back on hand. The delivery fee stays: the delivery still happens (decision 0172); the keg deposits follow the kegs
 * sent (issue 37). Answers the lines changed, with
 * their qty before and after.
 */
export async function applyShortLines(
  tx: Database,
  // 'change': a declined or expired substitute sends what the supplier still can of the original (decision 0181)
  action: 'accept' | 'deliver' | 'change',
  order: { supplierOrderId: string; orderId: string; deliveryFeeCents: number },
  changes: NonNullable<AcceptInput['lines']>,
) {
  const { supplierOrderId, orderId } = order;
  const before = action === 'accept' ? 'ordered' : 'sent';
  const lines = await listLinesForUpdate(tx, supplierOrderId);
  const named = new Set<string>();
  const issues = changes.flatMap((change, index) => {
    const line = lines.find((candidate) => candidate.id === change.lineId);
    // the contract refuses it first; a line applied twice would put back units never taken
    if (named.has(change.lineId)) return [{ field: `lines.${index}.lineId`, message: 'names a line already named: each line once' }];
    named.add(change.lineId);
    if (!line) return [{ field: `lines.${index}.lineId`, message: 'is not a line of this order' }];
    if (change.qty > line.qty) return [{ field: `lines.${index}.qty`, message: `can’t be more than the ${line.qty} ${before}` }];
    return [];
  });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  const returns: { skuId: string; qty: number }[] = [];
  const shortLines: ShortLine[] = [];
  for (const change of changes) {
    const line = lines.find((candidate) => candidate.id === change.lineId)!;
    if (change.qty === line.qty) continue;
    if (line.skuId) returns.push({ skuId: line.skuId, qty: line.qty - change.qty });
    shortLines.push({ lineId: line.id, fromQty: line.qty, toQty: change.qty });
    line.qty = change.qty;
    await setLineQty(tx, line.id, change.qty, line.unitPriceCents * change.qty);
  }
  if (action !== 'change' && lines.every((line) => line.qty === 0)) {
    const message =
      action === 'accept' ? 'every line is marked unavailable: reject the order instead' : 'every line is marked as none delivered';
    throw AppError.validation([{ field: 'lines', message }], 'body');
  }
  // the deposits follow the qty sent, as the lines do (issue 37)
  const sent = lines.map((line) => ({ ...line, lineTotalCents: line.unitPriceCents * line.qty }));
  await setSupplierOrderTotals(tx, supplierOrderId, totalsOf(sent, order.deliveryFeeCents));
  await refreshOrderTotals(tx, orderId);
  return { returns, shortLines };
}

/** An order ended (cancelled, rejected) withdraws the changes proposed to it: nothing is left to change. */
async function withdrawOpenProposals(tx: Database, supplierOrderId: string) {
  for (const id of await listOpenProposalIds(tx, supplierOrderId)) await decideProposal(tx, id, 'withdrawn', null);
}

/** What the step's mail says beyond its first sentence: the lines sent or delivered short, and what followed it. */
interface MailedStep {
  action: SupplierOrderAction;
  side: Side;
  note: string | undefined;
  moved: DeliveryMove | undefined;
  shortLines: ShortLine[];
  /** the followers' sentences (an adjustment note made) */
  told: string[];
}

function shortLinesSentence(order: SupplierOrder, step: Pick<MailedStep, 'action' | 'shortLines'>): string {
  if (step.action === 'accept') {
    const shortLines = order.lines.filter((line) => line.qty < line.orderedQty);
    if (shortLines.length === 0) return '';
    return `Sent short: ${shortLines.map((line) => `${line.productName} (${line.skuName}) ${line.qty} of ${line.orderedQty}`).join('; ')}.`;
  }
  if (step.action !== 'deliver' || step.shortLines.length === 0) return '';
  const described = step.shortLines.flatMap((short) => {
    const line = order.lines.find((candidate) => candidate.id === short.lineId);
    return line ? [`${line.productName} (${line.skuName}) ${short.toQty} of ${short.fromQty}`] : [];
  });
  return `Delivered short: ${described.join('; ')}.`;
}

async function mailOtherSide(deps: OrderMailDeps, tx: Database, order: SupplierOrder, step: MailedStep) {
  const { action, side, note, moved } = step;
  // the venue hears of every move; the supplier of the venue's cancellation
  const to =
    side === 'supplier' ? { id: order.venue.id, firstUserId: order.placedBy?.id ?? null } : { id: order.supplier.id, firstUserId: null };
  const path =
    side === 'supplier'
      ? `/dash/venues/${order.venue.id}/orders/${order.orderId}`
      : `/dash/suppliers/${order.supplier.id}/orders/${order.id}`;
  const link = `${deps.appOrigin}${path}`;
  const counterpart = side === 'supplier' ? order.supplier.name : order.venue.name;
  const body = [
    `${counterpart} ${ACTION_PAST[action]} order ${order.orderNumber}${side === 'supplier' ? ` for ${order.venue.name}` : ` from ${order.supplier.name}`}.`,
    note ? `${action === 'reject' || action === 'cancel' ? 'Reason' : 'Note'}: ${note}` : '',
    moved ? deliveryMoveLine(moved) : '',
    shortLinesSentence(order, step),
    ...step.told,
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
  const { side, role } = await requireSupplierOrderSide(deps.db, user, supplierOrderId);
  const { action } = input;
  // a platform admin who is neither side reads the order but doesn't act on it
  if (side === null || !TRANSITIONS[action].from[side]) {
    throw new AppError(
      'forbidden',
      side === 'venue' ? `A venue can’t ${action} an order; its supplier does` : `Only the venue ${action}s this order`,
    );
  }
  // a venue's staff build carts but neither place nor cancel (decision 0183)
  if (side === 'venue' && role === 'staff') throw new AppError('forbidden', 'Staff can’t cancel orders: ask a buyer, an admin or an owner');
  // letting a held order through is a credit decision (decision 0170): a member may still decline it
  if (action === 'release' && !mayRelease(role))
    throw new AppError('forbidden', `Only the supplier’s owners and admins release a held order; you are a ${role ?? 'member'}`);
  let followed = false;
  await withRetryingTransaction(deps.db, async (tx) => {
    const current = await lockSupplierOrder(tx, supplierOrderId);
    if (!current) throw AppError.notFound('Order');
    if (!canTake(action, side, current.status)) throw conflict(current.status, action);
    if (action === 'cancel' && (current.paidAt || current.partPaidAt) && !current.invoiced)
      throw paidConflict(current.status, current.paidAt ? 'paid' : 'part_paid', side);
    const moved = action === 'accept' ? await settleDeliveryDay(tx, deps.clock(), supplierOrderId, current, input.deliveryDate) : undefined;
    let returns: { skuId: string; qty: number }[] = [];
    let shortLines: ShortLine[] = [];
    if ((action === 'accept' || action === 'deliver') && input.lines && input.lines.length > 0)
      ({ returns, shortLines } = await applyShortLines(
        tx,
        action,
        { supplierOrderId, orderId: current.orderId, deliveryFeeCents: current.deliveryFeeCents },
        input.lines,
      ));
    // a change waiting for the venue is settled before the goods leave; an order ended has nothing left to change
    if (action === 'dispatch' && (await listOpenProposalIds(tx, supplierOrderId)).length > 0)
      throw new AppError(
        'conflict',
        'A change to this order waits for the venue: withdraw it, or wait for the venue’s answer, before dispatching',
        {
          status: current.status,
        },
      );
    if (action === 'cancel' || action === 'reject') await withdrawOpenProposals(tx, supplierOrderId);
    // an accept that sent every line in full changed no line: the changes proposed on the new order still stand
    if (action === 'accept' && shortLines.length === 0)
      await carryProposalsForward(tx, supplierOrderId, current.version, current.version + 1);
    if (action === 'cancel' || action === 'reject') {
      // nothing will be sent: every unit goes back on hand
      returns = (await listLinesForUpdate(tx, supplierOrderId)).flatMap((line) =>
        line.skuId ? [{ skuId: line.skuId, qty: line.qty }] : [],
      );
    }
    await returnStock(tx, returns);
    const supplierNote = side === 'supplier' && input.note !== undefined && input.note !== '' ? input.note : undefined;
    await setSupplierOrderStatus(tx, supplierOrderId, TRANSITIONS[action].to, supplierNote);
    // the kegs it brought go on the venue's keg ledger, at the qty delivered (docs/domain.md, Kegs)
    if (action === 'deliver')
      await recordKegsDelivered(tx, { supplierOrderId, supplierId: current.supplierId, venueId: current.venueId, actorId: user.id });
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
    await emitOrderWebhooks(deps.webhooks, tx, [supplierOrderId], {
      type: stepWebhookType(action),
      previousStatus: current.status,
      note: input.note || null,
    });
    const told: string[] = [];
    const step = { action, supplierOrderId, supplierId: current.supplierId, venueId: current.venueId, note: input.note, shortLines };
    followed = (await deps.stepFollower?.followStep(tx, { ...step, tell: (sentence) => told.push(sentence) })) ?? false;
    const after = await loadSupplierOrder(tx, supplierOrderId, side, deps.clock(), mayRelease(role));
    // the lines sent or delivered short go in the order's thread: its event records only the step (decision 0179)
    await writeOrderSystemEntry(tx, { supplierOrderId, body: shortLinesSentence(after, { action, shortLines }) });
    await mailOtherSide(deps, tx, after, { action, side, note: input.note, moved, shortLines, told });
    await auditStep(tx, user, after, { action, side, from: current.status, note: input.note, moved });
  });
  deps.outbox.wake();
  deps.webhooks?.wake();
  if (followed) deps.stepFollower?.wake();
  return loadSupplierOrder(deps.db, supplierOrderId, side, deps.clock(), mayRelease(role));
}
