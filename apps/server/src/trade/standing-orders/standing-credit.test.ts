import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '@tapline/contracts';
import { createProduct, createSku, createSupplier } from '@tapline/db/testing';
import { parseAnswer } from '../../../test/support/parse-answer';
import { setTestAccountsRequired, upsertTestTradeAccount } from '../../../test/support/queries/credit-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { standingCalls, standingWorld, type StandingWorld } from '../../../test/support/standing-kit';

// A standing order is placed through checkout (decision 0166), so checkout's credit rules hold for it (decision 0170):
// over the limit or on hold it is placed held; refused for its account, its delivery needs attention.

let t: TestApp;
let w: StandingWorld;
const now = new Date('2026-09-21T00:00:00Z');
const { call, create, tick } = standingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => now, standingTestClock: true });
  w = await standingWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const tuesdays = (supplierId: string, skuId: string) => ({
  supplierId,
  deliveryWeekdays: [2],
  startsOn: '2026-09-22',
  lines: [{ skuId, qty: 2 }],
});

describe('a standing order and credit', () => {
  it('is placed held over the credit limit, with why', async () => {
    await upsertTestTradeAccount(t.database.db, w.supplier.id, w.sydney.id, { creditLimitCents: 10_000 });
    const standing = await create(w.owner, w.sydney.id, tuesdays(w.supplier.id, w.kegs.id));
    const first = standing.occurrences[0]!;
    const placed = (await tick(w.owner, standing.id, first.placeAt)).occurrences[0]!;
    expect(placed.status).toBe('placed');
    const order = parseAnswer(await call(w.owner, 'GET', `/api/orders/${placed.order!.id}`), 200, Order);
    expect(order.supplierOrders[0]).toMatchObject({
      status: 'held',
      heldReason: 'Over the credit limit: $0.00 of $100.00 used, this order $660.00',
    });
  });

  it('needs attention when its supplier sells only to venues with an account and the venue has none', async () => {
    const brewery = await createSupplier(t.database.db, {
      name: 'Members Only Brewing',
      deliveryWeekdays: [1, 2, 3, 4, 5],
      orderCutoffTime: '14:00',
      leadDays: 1,
      timeZone: 'Australia/Sydney',
    });
    const product = await createProduct(t.database.db, { supplierId: brewery.id, name: 'Club Lager' });
    const keg = await createSku(t.database.db, { productId: product.id, supplierId: brewery.id, unitPriceCents: 30_000 });
    await setTestAccountsRequired(t.database.db, brewery.id, true);
    const standing = await create(w.owner, w.sydney.id, tuesdays(brewery.id, keg.id));
    const first = standing.occurrences[0]!;
    const closed = (await tick(w.owner, standing.id, first.placeAt)).occurrences[0]!;
    expect(closed).toMatchObject({ status: 'needs_attention', order: null });
    expect(closed.problems).toEqual([
      { productName: null, skuName: null, reason: 'Members Only Brewing sells only to venues with a trade account: apply from its page' },
    ]);
  });
});
