import { describe, expect, it } from 'vitest';
import { createOrder } from '@tapline/db/testing';
import { GuideCartResult, UsualAnswer } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { setSkuFields } from '../../../test/support/queries/cart-testing.queries';
import { guidesTestKit } from '../../../test/support/guides-kit';

const { kit, call, freshVenue, pack } = guidesTestKit();

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the Usual', () => {
  it('reads 90 days of orders that stood: how often (orders, weeks), the median quantity and the last price, most often first', async () => {
    const venue = await freshVenue();
    const db = kit.t.database.db;
    const pale = await pack('Harbour Pale', { unitPriceCents: 7700 });
    const keg = await pack('Dock Lager', { name: '50 L keg', unitsPerPack: 1, unitPriceCents: 31000 });
    const cider = await pack('Ridge Dry', { supplierId: kit.ridgeId });
    const order = (
      days: number,
      lines: { sku: typeof pale.sku; qty: number }[],
      status: 'submitted' | 'delivered' | 'rejected' | 'cancelled' = 'delivered',
    ) =>
      createOrder(db, {
        venueId: venue.id,
        createdAt: daysAgo(days),
        supplierOrders: [{ supplierId: kit.harbourId, status, lines: lines.map((line) => ({ ...line, productName: line.sku.name })) }],
      });
    // the pale four times over three weeks (twice in one), quantities 1, 2, 4, 6: median 3; the keg twice
    await order(50, [{ sku: pale.sku, qty: 1 }]);
    await order(20, [
      { sku: pale.sku, qty: 4 },
      { sku: keg.sku, qty: 2 },
    ]);
    await order(19, [{ sku: pale.sku, qty: 6 }]);
    // today's price, and the price the last order paid
    await setSkuFields(db, pale.sku.id, { unitPriceCents: 8100 });
    const latest = await order(2, [{ sku: { ...pale.sku, unitPriceCents: 8100 }, qty: 2 }], 'submitted');
    await order(3, [{ sku: keg.sku, qty: 1 }]);
    // not counted: rejected, cancelled, and before the window
    await order(10, [{ sku: pale.sku, qty: 99 }], 'rejected');
    await order(9, [{ sku: pale.sku, qty: 99 }], 'cancelled');
    await order(91, [{ sku: pale.sku, qty: 99 }]);
    await createOrder(db, {
      venueId: venue.id,
      createdAt: daysAgo(5),
      supplierOrders: [{ supplierId: kit.ridgeId, lines: [{ sku: cider.sku, productName: 'Ridge Dry', qty: 3 }] }],
    });
    // another venue's orders are its own
    const other = await freshVenue('Elsewhere');
    await createOrder(db, {
      venueId: other.id,
      createdAt: daysAgo(1),
      supplierOrders: [{ supplierId: kit.harbourId, lines: [{ sku: keg.sku, qty: 9 }] }],
    });

    const overview = parseAnswer(await call(kit.member, 'GET', `/api/venues/${venue.id}/usual`), 200, UsualAnswer);
    expect(overview).toMatchObject({ weeks: 13, usual: null });
    expect(overview.suppliers.map((row) => [row.supplier.name, row.orderCount, row.skuCount])).toEqual([
      ['Harbour Brewing', 5, 2],
      ['Ridge Cider', 1, 1],
    ]);
    expect(overview.suppliers[0]!.lastOrderedAt).toBe(latest.createdAt.toISOString());

    const answer = parseAnswer(
      await call(kit.member, 'GET', `/api/venues/${venue.id}/usual?supplierId=${kit.harbourId}`),
      200,
      UsualAnswer,
    );
    expect(answer.usual).toMatchObject({ supplier: { id: kit.harbourId }, orderCount: 5, currency: 'AUD' });
    expect(
      answer.usual!.items.map((line) => [line.product.name, line.orderCount, line.weekCount, line.medianQty, line.lastPriceCents]),
    ).toEqual([
      ['Harbour Pale', 4, 3, 3, 8100],
      ['Dock Lager', 2, 2, 2, 31000],
    ]);
    expect(answer.usual!.items[0]).toMatchObject({ lastOrderedAt: latest.createdAt.toISOString(), unitPriceCents: 8100, problem: null });

    // a supplier the venue didn't order from in the window has no Usual
    const none = parseAnswer(await call(kit.member, 'GET', `/api/venues/${other.id}/usual?supplierId=${kit.ridgeId}`), 200, UsualAnswer);
    expect(none.usual).toBeNull();
    expect(parseError(await call(kit.member, 'GET', `/api/venues/${venue.id}/usual?supplierId=nope`), 400).details).toEqual([
      expect.objectContaining({ field: 'supplierId' }),
    ]);
  });

  it('adds typed quantities to the cart, listing what it could not add', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const archived = await pack('Old Stout');
    await setSkuFields(kit.t.database.db, archived.sku.id, { status: 'archived' });
    const result = parseAnswer(
      await call(kit.member, 'POST', `/api/venues/${venue.id}/usual/add-to-cart`, {
        lines: [
          { skuId: pale.sku.id, qty: 2 },
          { skuId: archived.sku.id, qty: 1 },
        ],
      }),
      200,
      GuideCartResult,
    );
    expect(result.added.map((line) => [line.productName, line.qty])).toEqual([['Harbour Pale', 2]]);
    expect(result.skipped.map((line) => [line.productName, line.code])).toEqual([['Old Stout', 'sku_archived']]);
    parseError(
      await call(kit.stranger, 'POST', `/api/venues/${venue.id}/usual/add-to-cart`, { lines: [{ skuId: pale.sku.id, qty: 1 }] }),
      404,
    );
  });
});
