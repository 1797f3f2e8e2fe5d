import type { RunStop, RunStopOutcomeInput } from '@tapline/contracts';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { recordFailedDeliveryAttempt } from '../orders/order-delivery-attempts.service';
import { transitionSupplierOrder, type OrderMailDeps } from '../orders/order-lifecycle.service';
import { loadRunSheet, requireRunSupplier } from './run-sheets.service';
import { claimStopOutcome, upsertStopOutcome } from './run-sheets.queries';

// What the driver records at a stop (decision 0191). Delivered and partly delivered move each of the stop's orders
// through the order lifecycle, as the order page does: an accepted order is dispatched first, then delivered, a
// partly delivered one with its lines short (the short delivery, and its adjustment note once an invoice exists).
// Failed leaves the orders where they are, with a failed attempt recorded. Pressing twice does it once: an outcome
// already recorded is answered again, and an order already delivered is not delivered again.

const STOP = 'Stop';

export interface RunStopKey {
  supplierIdOrSlug: string;
  date: string;
  venueId: string;
}

export async function loadStop(deps: OrderMailDeps, supplier: { id: string; name: string }, key: RunStopKey): Promise<RunStop> {
  const stop = (await loadRunSheet(deps.db, supplier, key.date)).stops.find((candidate) => candidate.venue.id === key.venueId);
  if (!stop) throw AppError.notFound(STOP);
  return stop;
}

/** 400 before anything moves: each order named is the stop's, each line named is that order's, at most what it has. */
function checkShortLines(stop: RunStop, input: Extract<RunStopOutcomeInput, { outcome: 'partly_delivered' }>) {
  const issues = input.orders.flatMap((named, index) => {
    const order = stop.orders.find((candidate) => candidate.supplierOrderId === named.supplierOrderId);
    if (!order) return [{ field: `orders.${index}.supplierOrderId`, message: 'is not an order of this stop' }];
    return named.lines.flatMap((change, lineIndex) => {
      const line = order.lines.find((candidate) => candidate.lineId === change.lineId);
      if (!line) return [{ field: `orders.${index}.lines.${lineIndex}.lineId`, message: 'is not a line of this order' }];
      if (change.qty > line.qty)
        return [{ field: `orders.${index}.lines.${lineIndex}.qty`, message: `can’t be more than the ${line.qty} sent` }];
      return [];
    });
  });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
}

/** A step another press (or another driver) already took is no error here: the order is where the driver wants it. */
async function stepUnlessTaken(
  deps: OrderMailDeps,
  user: ApiUser,
  supplierOrderId: string,
  step: Parameters<typeof transitionSupplierOrder>[3],
  done: readonly string[],
) {
  try {
    await transitionSupplierOrder(deps, user, supplierOrderId, step);
  } catch (error) {
    const status =
      error instanceof AppError && error.code === 'conflict' ? (error.details as { status?: string } | undefined)?.status : undefined;
    if (status === undefined || !done.includes(status)) throw error;
  }
}

/** POST …/stops/{venueId}/outcome: delivered, partly delivered or failed; the stop as it is after. */
export async function recordStopOutcome(deps: OrderMailDeps, user: ApiUser, key: RunStopKey, input: RunStopOutcomeInput): Promise<RunStop> {
  const supplier = await requireRunSupplier(deps.db, user, key.supplierIdOrSlug);
  const stop = await loadStop(deps, supplier, key);
  const recorded = stop.outcome?.outcome;
  if (recorded === input.outcome) return stop;
  if (recorded !== undefined && recorded !== 'failed')
    throw new AppError('conflict', `This stop was already recorded as ${recorded.replace('_', ' ')}`, { outcome: recorded });
  const where = { supplierId: supplier.id, venueId: key.venueId, date: key.date };
  if (input.outcome === 'failed') {
    await withRetryingTransaction(deps.db, async (tx) => {
      const onTheWay = stop.orders.filter((order) => order.status !== 'delivered');
      if (onTheWay.length === 0) throw new AppError('conflict', 'Every order of this stop is delivered already', { outcome: 'delivered' });
      // a second press at the same moment finds the row claimed and records nothing more
      const claimed = await claimStopOutcome(tx, where, {
        outcome: 'failed',
        receiverName: null,
        failureReason: input.reason,
        userId: user.id,
      });
      if (!claimed) return;
      for (const order of onTheWay) await recordFailedDeliveryAttempt(tx, user, order.supplierOrderId, input.reason, deps.webhooks);
    });
    deps.webhooks?.wake();
    return loadStop(deps, supplier, key);
  }
  if (input.outcome === 'partly_delivered') checkShortLines(stop, input);
  for (const order of stop.orders) {
    if (order.status === 'delivered') continue;
    if (order.status === 'accepted')
      await stepUnlessTaken(deps, user, order.supplierOrderId, { action: 'dispatch' }, ['dispatched', 'delivered']);
    const lines =
      input.outcome === 'partly_delivered'
        ? input.orders.find((named) => named.supplierOrderId === order.supplierOrderId)?.lines
        : undefined;
    await stepUnlessTaken(deps, user, order.supplierOrderId, { action: 'deliver', lines, note: `Received by ${input.receiverName}` }, [
      'delivered',
    ]);
  }
  await upsertStopOutcome(deps.db, where, {
    outcome: input.outcome,
    receiverName: input.receiverName,
    failureReason: null,
    userId: user.id,
  });
  return loadStop(deps, supplier, key);
}
