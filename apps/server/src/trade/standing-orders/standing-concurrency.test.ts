import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProduct, createSku } from '@tapline/db/testing';
import { bearerOf } from '../../../test/support/auth-kit';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { standingCalls, standingWorld, type StandingWorld } from '../../../test/support/standing-kit';
import { occurrencesTesting, ordersOfVenueTesting, skuStockTesting } from '../../../test/support/queries/standing-testing.queries';

// Two schedulers placing one occurrence at once (decision 0166): two instances on one database, each running its
// tick at the cut-off and a person pressing "Place now" meanwhile, make one order. On PostgreSQL each instance has a
// pool of its own (the occurrence's row lock and the key decide); the embedded database takes them in turn.

let a: TestApp;
let b: TestApp;
let w: StandingWorld;
const now = new Date('2026-09-21T00:00:00Z');
const { create } = standingCalls(() => a);

beforeAll(async () => {
  a = await createTestApp({ listen: true, clock: () => now, standingTestClock: true });
  // it trusts a's tokens (the same issuer), as instances behind one load balancer do
  b = await createTestApp({ clock: () => now, standingTestClock: true, sameDatabaseAs: a, auth: { publicUrl: a.baseUrl! } });
  w = await standingWorld(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('two instances ticking at the cut-off, eight times each, make one order per occurrence', { timeout: 60_000 }, async () => {
  const db = a.database.db;
  const product = await createProduct(db, { supplierId: w.supplier.id, name: 'Twin Peaks Pale' });
  // the last 3 kegs: a second placement would also fail to take them
  const sku = await createSku(db, { productId: product.id, supplierId: w.supplier.id, name: '50 L keg', stockOnHand: 3 });
  const standings = [];
  for (let index = 0; index < 3; index += 1) {
    standings.push(
      await create(w.owner, w.sydney.id, {
        supplierId: w.supplier.id,
        deliveryWeekdays: [2],
        startsOn: '2026-09-22',
        lines: [{ skuId: sku.id, qty: 1 }],
      }),
    );
  }
  const at = standings[0]!.occurrences[0]!.placeAt;
  const tickOn = (app: TestApp, id: string) =>
    app.api({ method: 'POST', url: `/api/standing-orders/${id}/test-clock`, payload: { at }, headers: bearerOf(w.owner) });
  const answers = await Promise.all(
    standings.flatMap((standing) => Array.from({ length: 8 }, (_, index) => tickOn(index % 2 === 0 ? a : b, standing.id))),
  );
  expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);

  const orders = await ordersOfVenueTesting(db, w.sydney.id);
  for (const standing of standings) {
    const key = `standing:${standing.id}:2026-09-22`;
    expect(orders.filter((order) => order.idempotencyKey === key)).toHaveLength(1);
    const [first] = await occurrencesTesting(db, standing.id);
    expect(first).toMatchObject({ status: 'placed', orderId: orders.find((order) => order.idempotencyKey === key)!.id });
  }
  // each took one keg, once
  expect(await skuStockTesting(db, sku.id)).toBe(0);
});

it(
  '"Place now" pressed while both instances tick at the cut-off: one order; the others are told it is taken',
  { timeout: 60_000 },
  async () => {
    const db = a.database.db;
    const product = await createProduct(db, { supplierId: w.supplier.id, name: 'Double Tap Dark' });
    const sku = await createSku(db, { productId: product.id, supplierId: w.supplier.id, name: '50 L keg' });
    const standing = await create(w.owner, w.sydney.id, {
      supplierId: w.supplier.id,
      deliveryWeekdays: [2],
      startsOn: '2026-09-22',
      lines: [{ skuId: sku.id, qty: 1 }],
    });
    const occurrence = standing.occurrences[0]!;
    const headers = bearerOf(w.owner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => {
        const app = index % 2 === 0 ? a : b;
        return index < 4
          ? app.api({ method: 'POST', url: `/api/standing-occurrences/${occurrence.id}/place-now`, headers })
          : app.api({
              method: 'POST',
              url: `/api/standing-orders/${standing.id}/test-clock`,
              payload: { at: occurrence.placeAt },
              headers,
            });
      }),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const key = `standing:${standing.id}:2026-09-22`;
    expect((await ordersOfVenueTesting(db, w.sydney.id)).filter((order) => order.idempotencyKey === key)).toHaveLength(1);
    expect((await occurrencesTesting(db, standing.id))[0]!.status).toBe('placed');
  },
);
