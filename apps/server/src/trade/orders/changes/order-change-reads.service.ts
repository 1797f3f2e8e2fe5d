import type { OrderChange, OrderChangeList, OrderChangePackList, OrderChangePreview } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../../identity';
import { AppError } from '../../../platform';
import { listLinesForUpdate, lockSupplierOrder } from '../order-lifecycle.queries';
import { requireSupplierOrderSide } from '../order-reads.service';
import { changeLineOf, previewTotals } from './order-change-effects';
import {
  findMinimumOrder,
  findProposal,
  findProposalOrder,
  listChangePacks,
  listProposalsOf,
  type ProposalRow,
} from './order-changes.queries';

// Reading proposed changes (decision 0181): both sides' members read an order's proposals; the venue reads what
// accepting one would do before it accepts.

const personOf = (id: string | null, name: string | null) => (id === null ? null : { id, name: name || 'Someone' });

export function proposalOf(row: ProposalRow): OrderChange {
  return {
    id: row.id,
    supplierOrderId: row.supplierOrderId,
    kind: row.kind,
    status: row.status,
    lineId: row.orderLineId,
    before: row.beforeLine ? changeLineOf(row.beforeLine) : null,
    after: changeLineOf(row.afterLine),
    ifDeclinedQty: row.ifDeclinedQty,
    note: row.note,
    baseVersion: row.baseVersion,
    expiresAt: row.expiresAt.toISOString(),
    proposedBy: personOf(row.proposedById, row.proposedByName),
    decidedBy: personOf(row.decidedById, row.decidedByName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A supplier order's proposals, oldest first (the order's message thread shows them too). */
async function listOrderChangeProposals(db: Database, supplierOrderId: string): Promise<OrderChange[]> {
  return (await listProposalsOf(db, supplierOrderId)).map(proposalOf);
}

/** GET /api/supplier-orders/{id}/changes: both sides' members. */
export async function getOrderChanges(db: Database, user: ApiUser, supplierOrderId: string): Promise<OrderChangeList> {
  await requireSupplierOrderSide(db, user, supplierOrderId);
  return { items: await listOrderChangeProposals(db, supplierOrderId) };
}

/** GET /api/order-changes/{id}/preview: both sides' members; what accepting it would do to the order's totals. */
export async function previewOrderChange(db: Database, user: ApiUser, changeId: string): Promise<OrderChangePreview> {
  const found = await findProposalOrder(db, changeId);
  if (!found) throw AppError.notFound('Change');
  await requireSupplierOrderSide(db, user, found.supplierOrderId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found' ? AppError.notFound('Change') : error;
  });
  // one snapshot of the order, its lines and the proposal: a read-only transaction's locks are released at its end
  return db.transaction(async (tx) => {
    const order = (await lockSupplierOrder(tx, found.supplierOrderId))!;
    const row = (await findProposal(tx, changeId))!;
    const lines = (await listLinesForUpdate(tx, found.supplierOrderId)).map((line) => ({
      ...line,
      lineTotalCents: line.unitPriceCents * line.qty,
    }));
    const minimumOrderCents = await findMinimumOrder(tx, found.supplierOrderId);
    const totals = previewTotals(
      lines,
      { lineId: row.orderLineId, before: row.beforeLine, after: row.afterLine },
      { deliveryFeeCents: order.deliveryFeeCents, minimumOrderCents },
    );
    return { change: proposalOf(row), ...totals, stale: row.status === 'open' && order.version !== row.baseVersion };
  });
}

/** The most packs the picker lists. */
const PACKS_MAX = 500;

/** GET /api/supplier-orders/{id}/change-packs: the supplier's members, what a change may send. */
export async function getChangePacks(db: Database, user: ApiUser, supplierOrderId: string): Promise<OrderChangePackList> {
  const { side, parties } = await requireSupplierOrderSide(db, user, supplierOrderId);
  if (side !== 'supplier') throw new AppError('forbidden', 'Only the order’s supplier picks packs for a change');
  return { items: await listChangePacks(db, parties.supplierId, parties.venueId, PACKS_MAX) };
}
