import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, type CheckoutInput } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf, callAs, signedInUser } from '../../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { jobsOfQueueTesting, scheduleOfTesting, sendJobTesting } from '../../../../test/support/queries/xero-sync-testing.queries';
import { checkoutRequestHash, IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEY_TTL_MS } from './checkout.service';
import {
  concurrencySnapshot,
  idempotencyKeysOfTesting,
  putIdempotencyKeyTesting,
} from '../../../../test/support/queries/cart-testing.queries';
import { IDEMPOTENCY_CLEANUP_CRON, IDEMPOTENCY_CLEANUP_QUEUE } from './idempotency-cleanup';

// A server killed while a checkout ran leaves its key `running` (the checkout's transaction rolled
// back, so there is no order). A retry of the same key and body after the abandoned time takes the key over and
// places the order, exactly once however many retries come at once. Expired keys are deleted by a scheduled job.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  staff = await signedInUser(t);
  await callAs(t, staff, 'GET', '/api/me');
});
afterAll(async () => {
  await t.close();
});

/** A venue of the person's with one keg in the cart. */
async function cartWithKeg() {
  const db = t.database.db;
  const supplier = await createSupplier(db);
  const venue = await createVenue(db);
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  const product = await createProduct(db, { supplierId: supplier.id });
  const sku = await createSku(db, { productId: product.id, supplierId: supplier.id, stockOnHand: 5 });
  await createCartItem(db, { userId: staff.userId, venueId: venue.id, skuId: sku.id, qty: 2 });
  return { venueId: venue.id, skuId: sku.id };
}

const send = (input: CheckoutInput, key: string) =>
  t.api({
    method: 'POST',
    url: `/api/users/${staff.userId}/cart/checkout`,
    payload: input,
    headers: { ...bearerOf(staff), 'idempotency-key': key },
  });

describe('a checkout whose server died', () => {
  it(
    'is placed once by the retries of its key: one takes the key over, the others wait or get its order',
    { timeout: 60_000 },
    async () => {
      const { venueId, skuId } = await cartWithKeg();
      const input: CheckoutInput = { userId: staff.userId, venueId, purchaseOrderNumber: 'PO-CRASH' };
      const key = randomUUID();
      // the dead request's claim: `running`, claimed (and locked) longer ago than a live request runs
      const claimedAt = new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS - 5_000);
      await putIdempotencyKeyTesting(t.database.db, {
        userId: staff.userId,
        key,
        requestHash: checkoutRequestHash(staff.userId, input),
        state: 'running',
        createdAt: claimedAt,
        lockedAt: claimedAt,
      });

      const answers = await Promise.all(Array.from({ length: 6 }, () => send(input, key)));
      expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
      for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
      const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => parseAnswer(answer, 201, Order));
      expect(placed.length).toBeGreaterThan(0);
      expect(new Set(placed.map((order) => order.id)).size).toBe(1);
      // a later retry is the same order again
      const replay = await send(input, key);
      expect(parseAnswer(replay, 201, Order).id).toBe(placed[0]!.id);
      expect(replay.headers['idempotent-replayed']).toBe('true');

      const after = await concurrencySnapshot(t.database.db, { skuId, venueIds: [venueId] });
      expect(after.orders.map((order) => [order.id, order.lines])).toEqual([[placed[0]!.id, [`${skuId}:2`]]]);
      expect(after.stockOnHand).toBe(3);
      expect(after.cartItems).toEqual([]);
    },
  );

  it('is still being sent while its claim is fresh: 409, and nothing is placed', async () => {
    const { venueId, skuId } = await cartWithKeg();
    const input: CheckoutInput = { userId: staff.userId, venueId };
    const key = randomUUID();
    await putIdempotencyKeyTesting(t.database.db, {
      userId: staff.userId,
      key,
      requestHash: checkoutRequestHash(staff.userId, input),
      state: 'running',
      createdAt: new Date(),
      lockedAt: new Date(),
    });
    expect(parseError(await send(input, key), 409).details).toEqual({ status: 'running' });
    expect((await concurrencySnapshot(t.database.db, { skuId, venueIds: [venueId] })).orders).toEqual([]);
  });
});

describe('expired idempotency keys', () => {
  it('are deleted by a scheduled job; keys younger than a day stay', { timeout: 30_000 }, async () => {
    expect(await scheduleOfTesting(t.database.db, IDEMPOTENCY_CLEANUP_QUEUE)).toBe(IDEMPOTENCY_CLEANUP_CRON);
    const old = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
    const young = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS + 60 * 60_000);
    const [oldDone, oldRunning, youngDone] = [randomUUID(), randomUUID(), randomUUID()];
    for (const [key, at, state] of [
      [oldDone, old, 'done'],
      [oldRunning, old, 'running'],
      [youngDone, young, 'done'],
    ] as const) {
      await putIdempotencyKeyTesting(t.database.db, { userId: staff.userId, key, requestHash: 'x', state, createdAt: at, lockedAt: at });
    }
    const job = await sendJobTesting(t.database.db, IDEMPOTENCY_CLEANUP_QUEUE, {});
    const stateOf = async () =>
      (await jobsOfQueueTesting(t.database.db, IDEMPOTENCY_CLEANUP_QUEUE)).find((candidate) => candidate.id === job)?.state;
    await expect.poll(stateOf, { timeout: 15_000 }).toBe('completed');
    const left = await idempotencyKeysOfTesting(t.database.db, staff.userId);
    expect(left).toContain(youngDone);
    expect(left).not.toContain(oldDone);
    expect(left).not.toContain(oldRunning);
  });
});
