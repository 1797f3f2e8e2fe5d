import { STANDING_PLACEMENT_GRACE_MINUTES, type CheckoutProblem, type OccurrenceProblem } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { listPricedLines, type CartLineRow } from '../cart/cart.service';
import { placeOrderOnce } from '../orders/checkout/checkout.service';
import type { OrderSource } from '../orders/checkout/order-placement';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { closeOccurrence, claimReminder, findOccurrence, markOccurrencePlaced } from './standing-occurrences.queries';
import { findStandingOrder, listTemplateLines, setTemplateLastPrices, type StandingOrderRow } from './standing-orders.queries';
import { tellNotPlaced, tellPlaced, tellReminder, type NoticeSubject } from './standing-notices';
import { occurrencesAnswer } from './standing-reads';
import { supplierDeliversOn } from './standing-schedule';
import type { WantedLine } from './standing-views';

// Placing a standing order's occurrence (decision 0166): at its cut-off the scheduler places it through checkout
// (order-placement.ts) at that day's prices and stock, under its own key, in one transaction that holds the
// occurrence's row: two schedulers (two instances, a retried tick, "Place now") make one order. A line that can't be
// ordered is left out and listed; nothing left or under the minimum: needs attention, no order. Past its cut-off by
// more than the grace: failed, never placed late.

export const PLACEMENT_GRACE_MS = STANDING_PLACEMENT_GRACE_MINUTES * 60_000;

/** What a placement did: placed, needs attention, failed (too late), not due yet, or someone else has it. */
export type PlacementOutcome = 'placed' | 'needs_attention' | 'failed' | 'not_due' | 'taken';

/** `standing:<standingOrderId>:<scheduledDate>`: one order per occurrence, in checkout's idempotency table. */
export const occurrenceKey = (standingOrderId: string, scheduledDate: string) => `standing:${standingOrderId}:${scheduledDate}`;

function subjectOf(standing: StandingOrderRow, occurrence: { id: string; deliveryDate: string; placeAt: Date }): NoticeSubject {
  return { standingOrderId: standing.id, ownerId: standing.ownerId, venue: standing.venue, supplier: standing.supplier, occurrence };
}

/** A checkout problem as an occurrence lists it: a line's names and reason, or the reason alone. */
function occurrenceProblemsOf(problems: readonly CheckoutProblem[], lines: readonly CartLineRow[]): OccurrenceProblem[] {
  return problems.map((problem) => {
    const line = problem.cartItemId ? lines.find((row) => row.id === problem.cartItemId) : undefined;
    if (!line) return { productName: null, skuName: null, reason: problem.message };
    const prefix = `${line.productName} (${line.skuName}): `;
    const reason = problem.message.startsWith(prefix) ? problem.message.slice(prefix.length) : problem.message;
    return { productName: line.productName, skuName: line.skuName, reason };
  });
}

/** The occurrence's lines as checkout's source: priced now for the venue, the supplier's own only, on its delivery day. */
function occurrenceSource(
  standing: StandingOrderRow,
  occurrence: { id: string; scheduledDate: string; deliveryDate: string },
  wanted: readonly WantedLine[],
  read: CartLineRow[],
): OrderSource {
  const { supplierId } = standing;
  return {
    standing: { standingOrderId: standing.id, occurrenceId: occurrence.id, scheduledDate: occurrence.scheduledDate },
    venue: standing.venue,
    placedBy: { id: standing.ownerId, name: standing.ownerName },
    readLines: async (tx) => {
      const rows = (await listPricedLines(tx, standing.venueId, wanted)).filter((row) => row.supplierId === supplierId);
      read.push(...rows);
      return rows;
    },
    brokenLines: 'leave_out',
    supplierIds: [supplierId],
    emptyMessage: 'Nothing could be ordered: every line was left out',
    deliveryDates: { [supplierId]: occurrence.deliveryDate },
    // the day was planned with the cut-off; it must still be one the supplier delivers on
    deliveryDateProblem: (date, group) => (supplierDeliversOn(date, group[0]!) ? null : `${date} is no longer one of its delivery days`),
    notes: { [supplierId]: standing.note },
  };
}

/**
 * Places the occurrence now: `tick` when its cut-off has come (within the grace; later it fails), `now` for "Place
 * now" before it (a refusal answers 422 and changes nothing). Answers what happened.
 */
export async function placeOccurrence(
  deps: OrderMailDeps,
  occurrenceId: string,
  now: Date,
  mode: 'tick' | 'now',
): Promise<PlacementOutcome> {
  return withRetryingTransaction(deps.db, async (tx) => {
    const occurrence = await findOccurrence(tx, occurrenceId, { lock: true });
    if (!occurrence || occurrence.status !== 'scheduled') {
      if (mode === 'now') throw new AppError('conflict', 'This occurrence is being placed, or is no longer scheduled: reload it');
      return 'taken';
    }
    const cutOffPassed = occurrence.placeAt <= now;
    if (mode === 'now' && cutOffPassed) throw new AppError('conflict', 'Its cut-off has passed: it can no longer be placed by hand');
    if (mode === 'tick' && !cutOffPassed) return 'not_due';
    const standing = (await findStandingOrder(tx, occurrence.standingOrderId))!;
    const subject = subjectOf(standing, occurrence);
    if (now.getTime() > occurrence.placeAt.getTime() + PLACEMENT_GRACE_MS) {
      await failClaimed(tx, deps, subject, now);
      return 'failed';
    }
    const wanted = occurrence.overrideLines ?? (await listTemplateLines(tx, [standing.id]));
    const read: CartLineRow[] = [];
    const source = occurrenceSource(standing, occurrence, wanted, read);
    try {
      // a savepoint: a refusal undoes the stock it took and its key, and the occurrence then records why
      const placed = await tx.transaction((savepoint) =>
        placeOrderOnce(
          deps,
          savepoint,
          { userId: standing.ownerId, key: occurrenceKey(standing.id, occurrence.scheduledDate) },
          source,
          now,
        ),
      );
      const supplierOrder = placed.order.supplierOrders[0]!;
      const leftOut = occurrenceProblemsOf(placed.leftOut, read);
      await Promise.all([
        markOccurrencePlaced(tx, occurrence.id, { orderId: placed.order.id, supplierOrderId: supplierOrder.id, problems: leftOut }, now),
        setTemplateLastPrices(
          tx,
          standing.id,
          supplierOrder.lines.flatMap((line) => (line.skuId ? [{ skuId: line.skuId, unitPriceCents: line.unitPriceCents }] : [])),
        ),
        tellPlaced(
          tx,
          deps,
          subject,
          { number: placed.order.number, lineCount: supplierOrder.lines.length, subtotalCents: supplierOrder.subtotalCents },
          leftOut,
        ),
      ]);
      return 'placed';
    } catch (error) {
      if (mode === 'now' || !(error instanceof AppError) || error.code !== 'checkout_refused') throw error;
      const problems = occurrenceProblemsOf((error.details as { problems: CheckoutProblem[] }).problems, read);
      await closeOccurrence(tx, occurrence.id, 'needs_attention', problems, now);
      await tellNotPlaced(tx, deps, subject, 'needs_attention', problems);
      return 'needs_attention';
    }
  });
}

async function failClaimed(tx: Database, deps: OrderMailDeps, subject: NoticeSubject, now: Date): Promise<boolean> {
  const problems: OccurrenceProblem[] = [
    { productName: null, skuName: null, reason: 'its cut-off passed before it could be placed, so nothing was ordered' },
  ];
  if (!(await closeOccurrence(tx, subject.occurrence.id, 'failed', problems, now))) return false;
  await tellNotPlaced(tx, deps, subject, 'failed', problems);
  return true;
}

/** Marks an occurrence whose cut-off passed (beyond the grace) without a placement failed, and tells the venue. */
export async function failOccurrence(deps: OrderMailDeps, occurrenceId: string, now: Date): Promise<boolean> {
  return withRetryingTransaction(deps.db, async (tx) => {
    const occurrence = await findOccurrence(tx, occurrenceId, { lock: true });
    if (!occurrence || occurrence.status !== 'scheduled' || now.getTime() <= occurrence.placeAt.getTime() + PLACEMENT_GRACE_MS)
      return false;
    const standing = (await findStandingOrder(tx, occurrence.standingOrderId))!;
    return failClaimed(tx, deps, subjectOf(standing, occurrence), now);
  });
}

/** The occurrence's one reminder: claimed and written in one transaction, so two ticks send it once. */
export async function remindOccurrence(deps: OrderMailDeps, occurrenceId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, occurrenceId, now))) return false;
    const occurrence = (await findOccurrence(tx, occurrenceId))!;
    const standing = (await findStandingOrder(tx, occurrence.standingOrderId))!;
    const [answer] = await occurrencesAnswer(tx, [standing], [occurrence], { manages: true, now });
    await tellReminder(tx, deps, subjectOf(standing, occurrence), answer!.lines, answer!.subtotalCents);
    return true;
  });
}
