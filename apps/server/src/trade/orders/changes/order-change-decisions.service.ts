import type { OrderChange, SupplierOrderStatus } from '@tapline/contracts';
import { totalsOf, type Database, type ProposedLine } from '@tapline/db';
import type { ApiUser } from '../../../identity';
import { AppError } from '../../../platform';
import { withRetryingTransaction } from '../../../shared/transactions';
import { applyShortLines, type OrderMailDeps } from '../order-lifecycle.service';
import { listLinesForUpdate, lockSupplierOrder, refreshOrderTotals, returnStock, setSupplierOrderTotals } from '../order-lifecycle.queries';
import { requireSupplierOrderSide } from '../order-reads.service';
import { type ChangeParties, tellDecided, tellWithdrawn } from './order-change-notices';
import {
  applyLineChange,
  bumpVersion,
  decideProposal,
  findLineForUpdate,
  findProposal,
  findProposalOrder,
  insertAddedLine,
  listOpenProposalIds,
  type ProposalRow,
  takeChangeStock,
} from './order-changes.queries';
import { proposalOf } from './order-change-reads.service';
import { emitOrderWebhooks } from '../order-webhooks.service';

// The venue decides a proposed change (decision 0181): accepting applies it at once, under the supplier order's lock,
// when the order is still at the version it was proposed on (else 409); declining, or letting it expire, leaves the
// order as it was, but a substitute's line then goes short to what the supplier can still send of it, through the
// short acceptance's own path (stock back, keg deposits recomputed). The supplier may withdraw its proposal.

interface ApplicableChange {
  id: string;
  lineId: string | null;
  after: ProposedLine;
  orderId: string;
}

const notEnough = (line: ProposedLine) =>
  new AppError('conflict', `There aren’t enough ${line.productName} (${line.skuName}) on hand to send ${line.qty}`, {});

/**
 * Applies the change to the supplier order (the caller holds its lock): the line becomes what is supplied (the first
 * change keeps what was ordered) or is added, the stock moves by the difference, the totals (keg deposits, GST, the
 * delivery fee) are recomputed by the order's own totals code, and the version moves on.
 */
export async function applyAcceptedChange(tx: Database, change: ApplicableChange) {
  const { after } = change;
  const supplierOrderId = (await findProposalOrder(tx, change.id))!.supplierOrderId;
  if (change.lineId === null) {
    if (after.skuId && !(await takeChangeStock(tx, after.skuId, after.qty))) throw notEnough(after);
    await insertAddedLine(tx, supplierOrderId, after);
  } else {
    const line = await findLineForUpdate(tx, supplierOrderId, change.lineId);
    if (!line) throw new AppError('conflict', 'The line this change was for is no longer on the order', {});
    if (line.skuId === after.skuId) {
      const more = after.qty - line.qty;
      if (more > 0 && after.skuId && !(await takeChangeStock(tx, after.skuId, more))) throw notEnough(after);
      if (more < 0 && after.skuId) await returnStock(tx, [{ skuId: after.skuId, qty: -more }]);
    } else {
      if (line.skuId) await returnStock(tx, [{ skuId: line.skuId, qty: line.qty }]);
      if (after.skuId && !(await takeChangeStock(tx, after.skuId, after.qty))) throw notEnough(after);
    }
    await applyLineChange(tx, line, after);
  }
  await recomputeTotals(tx, supplierOrderId, change.orderId);
  await bumpVersion(tx, supplierOrderId);
}

async function recomputeTotals(tx: Database, supplierOrderId: string, orderId: string) {
  const current = (await lockSupplierOrder(tx, supplierOrderId))!;
  const lines = (await listLinesForUpdate(tx, supplierOrderId)).map((line) => ({
    ...line,
    lineTotalCents: line.unitPriceCents * line.qty,
  }));
  await setSupplierOrderTotals(tx, supplierOrderId, totalsOf(lines, current.deliveryFeeCents));
  await refreshOrderTotals(tx, orderId);
}

/**
 * Once no proposal is open, the tax invoice an accept held back is issued (decision 0181): the step follower runs the
 * accept's money part again, which issues it when the supplier issues on accepting and the order has none. True when
 * the follower queued work to wake.
 */
export async function resolveInvoiceWait(deps: OrderMailDeps, tx: Database, parties: ChangeParties & { status: SupplierOrderStatus }) {
  if (parties.status !== 'accepted' || !deps.stepFollower) return false;
  if ((await listOpenProposalIds(tx, parties.supplierOrderId)).length > 0) return false;
  const { supplierOrderId, supplierId, venueId } = parties;
  return deps.stepFollower.followStep(tx, {
    action: 'accept',
    supplierOrderId,
    supplierId,
    venueId,
    note: undefined,
    shortLines: [],
    tell: () => {},
  });
}

/**
 * A declined or expired substitute: its line goes short to what the supplier said it can still send of the original,
 * by the short acceptance's path. Answers the sentence the supplier's notice adds.
 */
async function shortAfterDecline(tx: Database, row: ProposalRow, current: { orderId: string; deliveryFeeCents: number }) {
  if (row.kind !== 'substitute' || row.orderLineId === null) return '';
  const line = await findLineForUpdate(tx, row.supplierOrderId, row.orderLineId);
  const keep = Math.min(row.ifDeclinedQty ?? 0, line?.qty ?? 0);
  if (!line || keep === line.qty) return '';
  const { returns } = await applyShortLines(
    tx,
    'change',
    { supplierOrderId: row.supplierOrderId, orderId: current.orderId, deliveryFeeCents: current.deliveryFeeCents },
    [{ lineId: line.id, qty: keep }],
  );
  await returnStock(tx, returns);
  await bumpVersion(tx, row.supplierOrderId);
  return `${line.productName} (${line.skuName}) goes short: ${keep} of ${line.qty} sent.`;
}

type Decision = 'accept' | 'decline' | 'withdraw';

/** Who decides: the venue's owners, admins and buyers accept and decline, the supplier's members withdraw; others 404. */
async function requireDecider(db: Database, user: ApiUser, changeId: string, decision: Decision) {
  const found = await findProposalOrder(db, changeId);
  if (!found) throw AppError.notFound('Change');
  const { side, role } = await requireSupplierOrderSide(db, user, found.supplierOrderId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found' ? AppError.notFound('Change') : error;
  });
  const wants = decision === 'withdraw' ? 'supplier' : 'venue';
  if (side !== wants)
    throw new AppError(
      'forbidden',
      decision === 'withdraw' ? 'Only the supplier that proposed a change withdraws it' : `Only the order’s venue ${decision}s a change`,
    );
  // a change is what the venue pays: those who may place orders decide it (decision 0183)
  if (role === 'staff') throw new AppError('forbidden', `Staff can’t ${decision} a change: an owner, admin or buyer does`);
  return found.supplierOrderId;
}

/** Decides one proposal: the venue's accept or decline, the supplier's withdrawal, or the expiry job's (no user). */
async function decide(
  deps: OrderMailDeps,
  changeId: string,
  decision: Decision | 'expire',
  user: ApiUser | null,
  now: Date,
): Promise<boolean> {
  let followed = false;
  const decided = await withRetryingTransaction(deps.db, async (tx) => {
    const supplierOrderId = (await findProposalOrder(tx, changeId))!.supplierOrderId;
    const current = await lockSupplierOrder(tx, supplierOrderId);
    const row = await findProposal(tx, changeId);
    if (!current || !row) throw AppError.notFound('Change');
    if (row.status !== 'open') {
      if (decision === 'expire') return false;
      throw new AppError('conflict', `This change is ${row.status} already`, { status: row.status });
    }
    if (decision === 'expire' && row.expiresAt > now) return false;
    const parties = { supplierOrderId, orderId: current.orderId, supplierId: current.supplierId, venueId: current.venueId };
    const described = { id: row.id, kind: row.kind, before: row.beforeLine, after: row.afterLine, note: row.note };
    if (decision === 'accept') {
      if (current.status !== 'submitted' && current.status !== 'accepted')
        throw new AppError('conflict', `This order is ${current.status}: the change can’t be made now`, { status: current.status });
      if (current.version !== row.baseVersion)
        throw new AppError('conflict', 'The order changed since this was proposed: ask the supplier to propose it again', {
          version: current.version,
          baseVersion: row.baseVersion,
        });
      await applyAcceptedChange(tx, { id: row.id, lineId: row.orderLineId, after: row.afterLine, orderId: current.orderId });
    }
    const status =
      decision === 'accept' ? 'accepted' : decision === 'decline' ? 'declined' : decision === 'withdraw' ? 'withdrawn' : 'expired';
    await decideProposal(tx, row.id, status, user?.id ?? null);
    const short = decision === 'decline' || decision === 'expire' ? await shortAfterDecline(tx, row, current) : '';
    followed = await resolveInvoiceWait(deps, tx, { ...parties, status: current.status });
    // the order's lines changed: the accepted change, or the short a declined substitute leaves
    if (status === 'accepted' || short)
      await emitOrderWebhooks(deps.webhooks, tx, [supplierOrderId], {
        type: 'supplier_order.updated',
        previousStatus: current.status,
        note: short || null,
      });
    if (status === 'withdrawn') await tellWithdrawn(tx, parties, described);
    else await tellDecided(deps, tx, parties, { ...described, status }, short);
    return true;
  });
  deps.outbox.wake();
  deps.webhooks?.wake();
  if (followed) deps.stepFollower?.wake();
  return decided;
}

/** POST /api/order-changes/{id}/{accept|decline|withdraw}. */
export async function decideOrderChange(deps: OrderMailDeps, user: ApiUser, changeId: string, decision: Decision): Promise<OrderChange> {
  await requireDecider(deps.db, user, changeId, decision);
  await decide(deps, changeId, decision, user, deps.clock());
  return proposalOf((await findProposal(deps.db, changeId))!);
}

/** The expiry job's part: an open proposal past its time is declined as the venue's declining would. */
export async function expireOrderChange(deps: OrderMailDeps, changeId: string, now: Date): Promise<boolean> {
  return decide(deps, changeId, 'expire', null, now);
}
