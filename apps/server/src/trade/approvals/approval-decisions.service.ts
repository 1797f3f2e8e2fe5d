import {
  formatMoney,
  type ApprovalApprove,
  type ApprovalDecline,
  type ApprovalRequest,
  type ApprovalSnapshot,
  type CheckoutProblem,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { listPricedLines, type VenueRef } from '../cart/cart.service';
import { placeOrderOnce } from '../orders/checkout/checkout.service';
import type { OrderSource } from '../orders/checkout/order-placement';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { tellRequester, type RequestSubject } from './approval-notices';
import { decideApprovalRequest, findApprovalRequest, findVenueOfRequest, type ApprovalRequestRow } from './approvals.queries';
import { approvalView, requireApprovalAccess } from './approvals.service';

// Deciding a request (decision 0184). Approving holds the request's row (FOR UPDATE) and places exactly its snapshot
// through checkout (order-placement.ts: the same rules, stock, mails and events) under the key `approval:<id>`, the
// requester as the one who placed it: two approvers at once make one order, and the second finds it decided (409).
// A line now dearer than the venue's allowance sends the request back to the requester; a rule that fails now
// (stock, minimum, zone, a supplier suspended) is 409 with the problems, and the request stays pending.

/** An approval request's order key in checkout's idempotency table (a person's own checkout can't use the prefix). */
const APPROVAL_KEY_PREFIX = 'approval:';

function subjectOf(row: ApprovalRequestRow): RequestSubject {
  return {
    id: row.id,
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    requestedBy: { id: row.requestedById, name: row.requestedByName },
    currency: row.currency,
    snapshot: row.snapshot,
  };
}

/** The request's row, held until the transaction ends, while it is pending; 409 once it is decided or withdrawn. */
async function lockPending(tx: Database, id: string): Promise<ApprovalRequestRow> {
  const row = (await findApprovalRequest(tx, id, { lock: true }))!;
  if (row.status !== 'pending') {
    throw new AppError('conflict', `This request is ${row.status} already: reload it`, { status: row.status });
  }
  return row;
}

/** The request for one of the venue's owners and admins: 404 for another tenant, 403 naming the caller's role. */
async function requireApprover(db: Database, user: ApiUser, id: string) {
  const row = await findApprovalRequest(db, id);
  const { approves, role } = await requireApprovalAccess(db, user, row);
  if (!approves) {
    throw new AppError(
      'forbidden',
      `Only the venue’s owners and admins approve or decline orders; you are ${role ? `a ${role}` : 'not a member'}`,
    );
  }
  return row!;
}

/** The snapshot's lines whose price now passes the allowance, as the requester reads them. */
async function risenLines(tx: Database, venueId: string, snapshot: ApprovalSnapshot, risePercent: number, currency: string) {
  const lines = snapshot.groups.flatMap((group) => group.lines);
  const now = await listPricedLines(
    tx,
    venueId,
    lines.map((line) => ({ skuId: line.skuId, qty: line.qty })),
  );
  return lines.flatMap((line) => {
    const current = now.find((row) => row.skuId === line.skuId);
    // in whole cents: the price now × 100 against the frozen price × (100 + the allowance)
    if (!current || current.unitPriceCents * 100 <= line.unitPriceCents * (100 + risePercent)) return [];
    const price = formatMoney(current.unitPriceCents, currency);
    return [`${line.productName} (${line.skuName}): ${price}, was ${formatMoney(line.unitPriceCents, currency)}`];
  });
}

/** The frozen snapshot as checkout's source: its lines priced now, its days, notes and PO number, the requester's name on it. */
function snapshotSource(row: ApprovalRequestRow, venue: VenueRef): OrderSource {
  const { snapshot } = row;
  const wanted = snapshot.groups.flatMap((group) => group.lines.map((line) => ({ skuId: line.skuId, qty: line.qty })));
  const bySupplier = <T>(value: (group: ApprovalSnapshot['groups'][number]) => T | null) =>
    Object.fromEntries(snapshot.groups.flatMap((group) => (value(group) === null ? [] : [[group.supplier.id, value(group)!]])));
  return {
    venue,
    placedBy: { id: row.requestedById, name: row.requestedByName },
    // priced now, each keeping the preference it was asked with
    readLines: async (tx) => {
      const preferences = new Map(snapshot.groups.flatMap((group) => group.lines.map((line) => [line.skuId, line.substitutionPreference])));
      const lines = await listPricedLines(tx, venue.id, wanted);
      return lines.map((line) => ({ ...line, substitutionPreference: preferences.get(line.skuId) ?? line.substitutionPreference }));
    },
    brokenLines: 'refuse',
    // none asked when the snapshot has no group: checkout's own "empty" refusal then applies
    supplierIds: snapshot.groups.length > 0 ? snapshot.groups.map((group) => group.supplier.id) : undefined,
    deliveryDates: bySupplier((group) => group.deliveryDate),
    notes: bySupplier((group) => group.note || null),
    purchaseOrderNumber: snapshot.purchaseOrderNumber ?? undefined,
  };
}

/** POST /api/approval-requests/{id}/approve. */
export async function approveRequest(deps: OrderMailDeps, user: ApiUser, id: string, input: ApprovalApprove): Promise<ApprovalRequest> {
  const now = deps.clock();
  await requireApprover(deps.db, user, id);
  await withRetryingTransaction(deps.db, async (tx) => {
    const row = await lockPending(tx, id);
    const venue = (await findVenueOfRequest(tx, row.venueId))!;
    const by = user.name || user.email || 'An approver';
    const risen = await risenLines(tx, venue.id, row.snapshot, venue.approvalPriceRisePercent, row.currency);
    if (risen.length > 0) {
      await decideApprovalRequest(tx, id, {
        status: 'returned',
        decidedBy: user.id,
        decidedAt: now,
        decisionNote: input.note ?? null,
        returnedLines: risen,
      });
      await tellRequester(tx, deps, subjectOf(row), { status: 'returned', by, lines: risen });
      return;
    }
    let placed;
    try {
      placed = await placeOrderOnce(
        deps,
        tx,
        { userId: row.requestedById, key: `${APPROVAL_KEY_PREFIX}${id}` },
        snapshotSource(row, venue),
        now,
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'checkout_refused') throw error;
      const { problems } = error.details as { problems: CheckoutProblem[] };
      throw new AppError('conflict', `This order can’t be placed now: ${problems.map((problem) => problem.message).join('; ')}`, {
        problems,
      });
    }
    await decideApprovalRequest(tx, id, {
      status: 'approved',
      decidedBy: user.id,
      decidedAt: now,
      decisionNote: input.note ?? null,
      orderId: placed.order.id,
    });
    await tellRequester(tx, deps, subjectOf(row), { status: 'approved', by, note: input.note, orderNumber: placed.order.number });
  });
  deps.outbox.wake();
  return approvalView((await findApprovalRequest(deps.db, id))!, { id: user.id, approves: true });
}

/** POST /api/approval-requests/{id}/decline: with a note saying why. */
export async function declineRequest(deps: OrderMailDeps, user: ApiUser, id: string, input: ApprovalDecline): Promise<ApprovalRequest> {
  const now = deps.clock();
  await requireApprover(deps.db, user, id);
  await withRetryingTransaction(deps.db, async (tx) => {
    const row = await lockPending(tx, id);
    await decideApprovalRequest(tx, id, { status: 'declined', decidedBy: user.id, decidedAt: now, decisionNote: input.note });
    await tellRequester(tx, deps, subjectOf(row), { status: 'declined', by: user.name || user.email || 'An approver', note: input.note });
  });
  deps.outbox.wake();
  return approvalView((await findApprovalRequest(deps.db, id))!, { id: user.id, approves: true });
}

/** POST /api/approval-requests/{id}/withdraw: the requester takes back a pending request (its lines don't return to the cart). */
export async function withdrawRequest(deps: OrderMailDeps, user: ApiUser, id: string): Promise<ApprovalRequest> {
  const now = deps.clock();
  const found = await findApprovalRequest(deps.db, id);
  const { approves } = await requireApprovalAccess(deps.db, user, found);
  if (found!.requestedById !== user.id) {
    throw new AppError('forbidden', 'Only the person who sent a request withdraws it; an owner or admin declines it instead');
  }
  await withRetryingTransaction(deps.db, async (tx) => {
    const row = await lockPending(tx, id);
    await decideApprovalRequest(tx, id, { status: 'withdrawn', decidedBy: user.id, decidedAt: now });
    await tellRequester(tx, deps, subjectOf(row), { status: 'withdrawn', by: user.name || user.email || 'The requester' });
  });
  return approvalView((await findApprovalRequest(deps.db, id))!, { id: user.id, approves });
}
