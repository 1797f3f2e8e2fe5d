import { createHash } from 'node:crypto';
import { approvalReasonFor, approvalReasonText, type ApprovalStanding, type CheckoutInput, type Order } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../../identity';
import { AppError, eventVersion } from '../../../platform';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { approvalStandingOf } from '../../../shared/spend-standing';
import { withRetryingTransaction } from '../../../shared/transactions';
import { deleteCartItems, listCartLines, requireSelf, requireVenueMember, type VenueRef } from '../../cart/cart.service';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, takeOverIdempotencyKey } from './idempotency.queries';
import { placeOrder, type OrderSource, type PlacedOrder } from './order-placement';

// Checkout (docs/domain.md, Checkout rules; decision 0106): one transaction re-reads and locks exactly the
// cart items sent, re-prices them, checks every rule, and writes the order, its supplier orders, lines and first
// events, takes the stock and removes those items; or it refuses with every problem and changes nothing
// (order-placement.ts, which a standing order's occurrence goes through too).

/** A standing occurrence's key begins so (decision 0166), an approval's so (decision 0184): a person's checkout can't send one. */
const RESERVED_KEY_PREFIXES = ['standing:', 'approval:'];
/** Keys are kept this long (Stripe's 24 h). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;
/** A key still `running` this long after it was claimed lost its request (the process died; its transaction rolled back). */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;

/** Only a placed order's answer is stored, so every answer, a replay too, is a 201. */
export interface CheckoutAnswer {
  body: Order;
  replayed: boolean;
}

/** The same JSON for the same values, whatever order the keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key remembers of its request: the same path and body (in any key order) hash the same. */
export function checkoutRequestHash(userId: string, input: CheckoutInput): string {
  return createHash('sha256')
    .update(canonicalJson({ path: `/api/users/${userId}/cart/checkout`, body: input }))
    .digest('hex');
}

/** A buyer's order over a limit is not theirs to place: 403 saying which, so the cart sends it for approval instead. */
function refuseOverLimit(standing: ApprovalStanding, order: Order): void {
  const reason = approvalReasonFor(standing, order.totalCents);
  if (reason === null) return;
  throw new AppError('forbidden', `${approvalReasonText(reason, standing, order.currency)}: send it for approval`, {
    role: standing.role,
    reason,
  });
}

/** The person's cart at the venue as an order's source: every rule must hold, and the items sent leave the cart. */
function cartSource(user: ApiUser, venue: VenueRef, input: CheckoutInput): OrderSource {
  return {
    venue,
    placedBy: { id: user.id, name: user.name || user.email || 'Someone' },
    readLines: (tx) => listCartLines(tx, user.id, venue.id, { lock: true, supplierIds: input.supplierIds }),
    brokenLines: 'refuse',
    supplierIds: input.supplierIds,
    deliveryDates: input.deliveryDates,
    notes: input.notes,
    purchaseOrderNumber: input.purchaseOrderNumber,
    afterWrite: (tx, _order, lines) =>
      deleteCartItems(
        tx,
        lines.map((line) => line.id),
      ),
    // the person's other tabs (their cart)
    events: [{ type: 'cart.changed', userId: user.id, venueId: venue.id, version: eventVersion() }],
  };
}

/**
 * POST /api/users/{userId}/cart/checkout with an Idempotency-Key, as Stripe keeps them: the same key and body
 * answer the first answer (stored with the order, in its transaction); the same key with another body is 422;
 * while the first still runs, 409. A refused checkout changed nothing and releases its key.
 */
export async function checkout(
  deps: OrderMailDeps,
  user: ApiUser,
  userId: string,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutAnswer> {
  const now = deps.clock();
  requireSelf(user, userId);
  if (input.userId !== userId) throw AppError.validation([{ field: 'userId', message: 'must be the user in the path' }], 'body');
  if (
    !idempotencyKey ||
    idempotencyKey.length > 255 ||
    !/^[\x21-\x7e]+$/.test(idempotencyKey) ||
    RESERVED_KEY_PREFIXES.some((prefix) => idempotencyKey.startsWith(prefix))
  ) {
    throw AppError.validation(
      [
        {
          field: 'Idempotency-Key',
          message: `the header is required: 1–255 visible ASCII characters, a new one for each checkout attempt (not starting with ${RESERVED_KEY_PREFIXES.join(' nor ')}, which standing orders and approvals use)`,
        },
      ],
      'headers',
    );
  }
  const venue = await requireVenueMember(deps.db, user, input.venueId);
  if ((await approvalStandingOf(deps.db, venue, user.id, now)).role === 'staff') {
    throw new AppError('forbidden', 'Staff can’t place orders: send it for approval', { role: 'staff' });
  }
  const requestHash = checkoutRequestHash(userId, input);

  const existing = await claimIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash, now);
  if (existing) {
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const abandonedBefore = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    const expired = existing.createdAt < expiredBefore;
    const abandoned = existing.state === 'running' && existing.lockedAt < abandonedBefore;
    if (!expired && existing.requestHash !== requestHash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another checkout: send a new key for a new request');
    }
    if (!expired && existing.state === 'done') return { body: existing.responseBody as Order, replayed: true };
    // a retry that lost the take-over to another one waits for that one's answer, as for a live request
    if (
      (!expired && !abandoned) ||
      !(await takeOverIdempotencyKey(deps.db, user.id, idempotencyKey, requestHash, { now, abandonedBefore, expiredBefore }))
    ) {
      throw new AppError('conflict', 'A checkout with this Idempotency-Key is still being sent: wait for its answer', {
        status: 'running',
      });
    }
  }
  try {
    const order = await withRetryingTransaction(deps.db, async (tx) => {
      // the membership row held, so the person's own placements count their week one after another (decision 0183)
      const standing = await approvalStandingOf(tx, venue, user.id, now, { lock: true });
      const { order: placed } = await placeOrder(deps, tx, cartSource(user, venue, input), now);
      refuseOverLimit(standing, placed);
      await completeIdempotencyKey(tx, user.id, idempotencyKey, 201, placed);
      return placed;
    });
    deps.outbox.wake();
    deps.webhooks?.wake();
    return { body: order, replayed: false };
  } catch (error) {
    await releaseIdempotencyKey(deps.db, user.id, idempotencyKey);
    throw error;
  }
}

/**
 * Places an order from a source that is no person's request (a standing order's occurrence, decision 0166) in the
 * caller's transaction, under a key of its own in checkout's idempotency table, claimed and completed in that same
 * transaction: a second placement with the key waits for the first to commit and gets its order back (`replayed`),
 * and the order keeps the key too (one order per key and venue). A refusal rolls the claim back with the rest.
 */
export async function placeOrderOnce(
  deps: OrderMailDeps,
  tx: Database,
  key: { userId: string; key: string },
  source: OrderSource,
  now: Date,
): Promise<PlacedOrder & { replayed: boolean }> {
  const requestHash = createHash('sha256')
    .update(canonicalJson({ source: 'standing', key: key.key }))
    .digest('hex');
  const existing = await claimIdempotencyKey(tx, key.userId, key.key, requestHash, now);
  if (existing && existing.requestHash !== requestHash) throw new Error(`idempotency key ${key.key} holds another request`);
  if (existing?.state === 'done') return { order: existing.responseBody as Order, leftOut: [], replayed: true };
  const placed = await placeOrder(deps, tx, { ...source, orderKey: key.key }, now);
  if (existing) await takeOverIdempotencyKey(tx, key.userId, key.key, requestHash, { now, abandonedBefore: now, expiredBefore: now });
  await completeIdempotencyKey(tx, key.userId, key.key, 201, placed.order);
  return { ...placed, replayed: false };
}
