import { TZDate } from '@date-fns/tz';
import { SUBSTITUTION_PREFERENCE_LABELS, type OrderChange, type OrderChangeInput } from '@tapline/contracts';
import { kegSnapshotOf, type Database, type ProposedLine } from '@tapline/db';
import type { ApiUser } from '../../../identity';
import { AppError } from '../../../platform';
import { addDays } from '../../../shared/calendar';
import { linePriceOf } from '../../../shared/price-label';
import { withRetryingTransaction } from '../../../shared/transactions';
import { listPricedLines } from '../../cart/cart.service';
import { kegOfLine } from '../../cart/checkout-rules';
import { deliveryTermsFor } from '../../delivery-zones/delivery-terms.service';
import { findDeliveryRulesOf } from '../order-delivery.queries';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { lockSupplierOrder } from '../order-lifecycle.queries';
import { requireSupplierOrderSide } from '../order-reads.service';
import { isSameOrCheaper } from './order-change-effects';
import { tellProposed } from './order-change-notices';
import { applyAcceptedChange, resolveInvoiceWait } from './order-change-decisions.service';
import { type ChangeableLine, decideProposal, findLineForUpdate, findProposal, insertProposal } from './order-changes.queries';
import { proposalOf } from './order-change-reads.service';
import { emitOrderWebhooks } from '../order-webhooks.service';

// The supplier proposes a change to one of its orders (decision 0181): a substitute for a line, another qty, another
// price, an added line, on an order that is new or accepted and has no tax invoice yet. The venue's preference for
// the line decides first (decision 0182): never substitute refuses a substitute; same price or less takes one that
// costs no more at once.

/** When none is set and the delivery day's cut-off has passed: the venue still gets this long to answer. */
const FALLBACK_ANSWER_HOURS = 2;
/** A supplier without a cut-off takes orders for a day until its end. */
const NO_CUTOFF = '23:59';

const fieldError = (field: string, message: string) => AppError.validation([{ field, message }], 'body');

/** The line as it is: what a proposal starts from and shows as "before". */
function proposedLineOf(line: ChangeableLine): ProposedLine {
  const { id: _id, orderedQty: _agreed, substitutionPreference: _preference, orderedProductName: _ordered, ...proposed } = line;
  return proposed;
}

/**
 * One of the supplier's own active packs as a line for the venue: priced as checkout prices it (the venue's price,
 * its list's, else list, at the qty), its keg as checkout snapshots it; `unitPriceCents` given overrides the price.
 */
async function packLine(tx: Database, order: { venueId: string; supplierId: string }, skuId: string, qty: number, unitPriceCents?: number) {
  const [row] = await listPricedLines(tx, order.venueId, [{ skuId, qty }]);
  if (!row || row.supplierId !== order.supplierId) throw fieldError('skuId', 'is not one of your packs');
  if (row.problem === 'sku_archived' || row.problem === 'product_unavailable' || row.problem === 'supplier_suspended')
    throw fieldError('skuId', `can’t be sent: ${row.productName} (${row.skuName}) is not available`);
  const price = linePriceOf(row);
  const overridden = unitPriceCents !== undefined && unitPriceCents !== row.unitPriceCents;
  return {
    skuId: row.skuId,
    productId: row.productId,
    productName: row.productName,
    skuName: row.skuName,
    skuCode: row.skuCode,
    qty,
    unitPriceCents: unitPriceCents ?? row.unitPriceCents,
    taxRateBasisPoints: row.taxRateBasisPoints,
    ...kegSnapshotOf(kegOfLine(row)),
    priceSource: overridden ? null : price.source,
    priceLabel: overridden ? null : price.label,
  } satisfies ProposedLine;
}

/**
 * When an unanswered proposal is declined: the delivery day's cut-off (the supplier's cut-off on the day its lead days
 * before the delivery, in the venue's zone: when the order for that day is picked), or, that passed, a short while
 * from now; the supplier may set an earlier time.
 */
async function expiryOf(
  tx: Database,
  now: Date,
  order: { supplierOrderId: string; requestedDeliveryDate: string | null; venueId: string; supplierId: string; zoneId: string | null },
  asked: string | undefined,
): Promise<Date> {
  const fallback = new Date(now.getTime() + FALLBACK_ANSWER_HOURS * 3600 * 1000);
  let latest = fallback;
  const found = await findDeliveryRulesOf(tx, order.supplierOrderId);
  if (found && order.requestedDeliveryDate) {
    const venue = { id: order.venueId, name: found.venueName, timeZone: found.venueTimeZone };
    const terms = (await deliveryTermsFor(tx, venue, [order.supplierId], now, order.zoneId)).get(order.supplierId);
    const rules = terms?.rules ?? found.rules;
    const orderDay = addDays(order.requestedDeliveryDate, -(rules.leadDays ?? 1));
    const [year, month, day] = orderDay.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = (rules.orderCutoffTime ?? NO_CUTOFF).split(':').map(Number) as [number, number];
    const cutoff = new Date(new TZDate(year, month - 1, day, hours, minutes, 0, found.venueTimeZone).getTime());
    if (cutoff > now) latest = cutoff;
  }
  if (asked === undefined) return latest;
  const at = new Date(asked);
  if (at <= now) throw fieldError('expiresAt', 'must be in the future');
  if (at > latest) throw fieldError('expiresAt', `must be no later than ${latest.toISOString()}, the delivery day’s cut-off`);
  return at;
}

/** The line before and after, as the proposal will keep them; refusals name the field. */
async function plannedChange(
  tx: Database,
  order: { supplierOrderId: string; venueId: string; supplierId: string },
  input: OrderChangeInput,
) {
  if (input.kind === 'add_line') {
    const after = await packLine(tx, order, input.skuId!, input.qty!, input.unitPriceCents);
    return { line: null, before: null, after };
  }
  const line = await findLineForUpdate(tx, order.supplierOrderId, input.lineId!);
  if (!line) throw fieldError('lineId', 'is not a line of this order');
  const before = proposedLineOf(line);
  if (input.kind === 'substitute') {
    if (line.substitutionPreference === 'never')
      throw new AppError(
        'conflict',
        `${line.productName} (${line.skuName}) can’t be substituted: the venue’s preference for it is “${SUBSTITUTION_PREFERENCE_LABELS.never}”`,
        { substitutionPreference: line.substitutionPreference },
      );
    if (input.skuId === line.skuId) throw fieldError('skuId', 'is the pack already on this line: propose a quantity or price instead');
    const after = await packLine(tx, order, input.skuId!, input.qty ?? Math.max(line.qty, 1), input.unitPriceCents);
    return { line, before, after };
  }
  if (input.kind === 'quantity') {
    if (input.qty === line.qty) throw fieldError('qty', `is already ${line.qty}`);
    return { line, before, after: { ...before, qty: input.qty! } };
  }
  if (input.unitPriceCents === line.unitPriceCents) throw fieldError('unitPriceCents', 'is the line’s price already');
  return { line, before, after: { ...before, unitPriceCents: input.unitPriceCents!, priceSource: null, priceLabel: null } };
}

/** POST /api/supplier-orders/{id}/changes: the supplier's members. */
export async function proposeOrderChange(
  deps: OrderMailDeps,
  user: ApiUser,
  supplierOrderId: string,
  input: OrderChangeInput,
): Promise<OrderChange> {
  const { side } = await requireSupplierOrderSide(deps.db, user, supplierOrderId);
  if (side !== 'supplier') throw new AppError('forbidden', 'Only the order’s supplier proposes a change; the venue accepts or declines it');
  const now = deps.clock();
  let followed = false;
  const id = await withRetryingTransaction(deps.db, async (tx) => {
    const current = await lockSupplierOrder(tx, supplierOrderId);
    if (!current) throw AppError.notFound('Order');
    if (current.status !== 'submitted' && current.status !== 'accepted')
      throw new AppError('conflict', `This order is ${current.status}: only a new or accepted order can be changed`, {
        status: current.status,
      });
    // an issued invoice is never changed (decision 0160): what follows it is an adjustment note, by hand
    if (current.invoiced)
      throw new AppError('conflict', 'This order has its tax invoice already: make an adjustment note for a change instead', {
        status: current.status,
      });
    const order = { supplierOrderId, venueId: current.venueId, supplierId: current.supplierId };
    const planned = await plannedChange(tx, order, input);
    const expiresAt = await expiryOf(tx, now, { ...order, ...current }, input.expiresAt);
    const acceptedAtOnce =
      input.kind === 'substitute' &&
      planned.line?.substitutionPreference === 'same_or_cheaper' &&
      isSameOrCheaper(planned.before!, planned.after);
    const changeId = await insertProposal(tx, {
      supplierOrderId,
      kind: input.kind,
      orderLineId: planned.line?.id ?? null,
      skuId: planned.after.skuId,
      qty: planned.after.qty,
      unitPriceCents: planned.after.unitPriceCents,
      ifDeclinedQty: input.kind === 'substitute' ? Math.min(input.ifDeclinedQty ?? 0, planned.line!.qty) : null,
      note: input.note ?? '',
      beforeLine: planned.before,
      afterLine: planned.after,
      baseVersion: current.version,
      expiresAt,
      proposedBy: user.id,
    });
    const parties = { supplierOrderId, orderId: current.orderId, supplierId: current.supplierId, venueId: current.venueId };
    const described = { id: changeId, kind: input.kind, before: planned.before, after: planned.after, note: input.note ?? '' };
    if (acceptedAtOnce) {
      // the venue said so beforehand: applied as the venue's accepting would, decided by no one
      await applyAcceptedChange(tx, { id: changeId, lineId: planned.line!.id, after: planned.after, orderId: current.orderId });
      await decideProposal(tx, changeId, 'accepted', null);
      followed = await resolveInvoiceWait(deps, tx, { ...parties, status: current.status });
      await emitOrderWebhooks(deps.webhooks, tx, [supplierOrderId], {
        type: 'supplier_order.updated',
        previousStatus: current.status,
        note: null,
      });
    }
    await tellProposed(deps, tx, parties, { ...described, acceptedAtOnce, expiresAt });
    return changeId;
  });
  deps.outbox.wake();
  deps.webhooks?.wake();
  if (followed) deps.stepFollower?.wake();
  return proposalOf((await findProposal(deps.db, id))!);
}
