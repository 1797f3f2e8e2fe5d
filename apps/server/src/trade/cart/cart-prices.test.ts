import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart, Order, percentOffPrice, PRICE_CENTS_MAX, ProductDetail, ProductList } from '@tapline/contracts';
import {
  createCartItem,
  createMembership,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  createVenuePrice,
} from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  changePriceListTesting,
  insertPriceListTesting,
  insertTradeAccountTesting,
  setTradeAccountStatusTesting,
} from '../../../test/support/queries/price-lists-testing.queries';
import { listCartLines, listPricedLines, setCartItemQty } from './cart.queries';

// Which price a venue's cart line gets, and that checkout charges it (docs/domain.md, Price lists; decision 0171):
// the venue's own price, else its trade account's list (an item or a break at the line's qty, else the list's
// percentage), else list. Each venue here has an account with the one supplier.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
/** 12.5 % off list */
let tradeVenue: Awaited<ReturnType<typeof createVenue>>;
/** "Gold": the keg at $330, $310 from 5 */
let goldVenue: Awaited<ReturnType<typeof createVenue>>;
/** Gold too, on an account that is closed */
let closedVenue: Awaited<ReturnType<typeof createVenue>>;
let closedAccountId: string;
let ale: Awaited<ReturnType<typeof createSku>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let cans: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const cartOf = async (venueId: string) =>
  parseAnswer(await call(staff, 'GET', `/api/users/${staff.userId}/cart?venueId=${venueId}`), 200, Cart);
const lineOf = (cart: Cart, skuId: string) => cart.groups.flatMap((group) => group.lines).find((line) => line.skuId === skuId)!;
const add = async (venueId: string, skuId: string, qty: number) =>
  parseAnswer(await call(staff, 'POST', '/api/cart/items', { venueId, skuId, qty }), 200, Cart);
const checkout = async (venueId: string) =>
  parseAnswer(
    await call(
      staff,
      'POST',
      `/api/users/${staff.userId}/cart/checkout`,
      { userId: staff.userId, venueId },
      { 'idempotency-key': randomUUID() },
    ),
    201,
    Order,
  );

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing' });
  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', slug: 'harbour-haze' });
  ale = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-6', name: 'Six-pack', unitPriceCents: 1_001 });
  keg = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 36_000 });
  cans = await createSku(db, { productId: haze.id, supplierId: supplier.id, code: 'HH-C24', name: '24 cans', unitPriceCents: 8_900 });
  const trade = await insertPriceListTesting(db, {
    supplierId: supplier.id,
    name: 'Trade',
    kind: 'percent_off',
    percentOffBasisPoints: 1250,
  });
  const gold = await insertPriceListTesting(db, {
    supplierId: supplier.id,
    name: 'Gold list',
    kind: 'fixed',
    items: [
      { skuId: keg.id, minQty: 1, unitPriceCents: 33_000 },
      { skuId: keg.id, minQty: 5, unitPriceCents: 31_000 },
    ],
  });
  [tradeVenue, goldVenue, closedVenue] = [await createVenue(db), await createVenue(db), await createVenue(db)];
  await insertTradeAccountTesting(db, { supplierId: supplier.id, venueId: tradeVenue.id, priceListId: trade.id });
  await insertTradeAccountTesting(db, { supplierId: supplier.id, venueId: goldVenue.id, priceListId: gold.id });
  closedAccountId = (await insertTradeAccountTesting(db, { supplierId: supplier.id, venueId: closedVenue.id, priceListId: gold.id })).id;
  await setTradeAccountStatusTesting(db, closedAccountId, 'closed');
  await createVenuePrice(db, { venueId: tradeVenue.id, skuId: cans.id, unitPriceCents: 7_000 });
  staff = await signedInUser(t);
  await call(staff, 'GET', '/api/me');
  for (const venue of [tradeVenue, goldVenue, closedVenue]) {
    await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  }
});
afterAll(async () => {
  await t.close();
});

describe('prices in the cart and at checkout', () => {
  it('12.5 % off $10.01 is $8.76 a unit, so 7 are $61.32 (not 7 × $8.75875 rounded); checkout charges what the cart showed', async () => {
    const cart = await add(tradeVenue.id, ale.id, 7);
    expect(lineOf(cart, ale.id)).toMatchObject({
      qty: 7,
      listPriceCents: 1_001,
      unitPriceCents: 876,
      lineTotalCents: 6_132,
      price: { source: 'price_list', label: 'Trade: 12.5 % off list' },
    });
    const order = await checkout(tradeVenue.id);
    expect(order.supplierOrders[0]!.lines.map((line) => [line.qty, line.unitPriceCents, line.lineTotalCents])).toEqual([[7, 876, 6_132]]);
    expect(order.subtotalCents).toBe(6_132);
  });

  it('the venue’s own price wins over its list; the list’s percentage prices the rest', async () => {
    await add(tradeVenue.id, cans.id, 2);
    const cart = await add(tradeVenue.id, keg.id, 1);
    expect(lineOf(cart, cans.id)).toMatchObject({ unitPriceCents: 7_000, price: { source: 'venue', label: 'Your price' } });
    expect(lineOf(cart, keg.id)).toMatchObject({
      unitPriceCents: 31_500,
      price: { source: 'price_list', label: 'Trade: 12.5 % off list' },
    });
  });

  it('a break applies from exactly its minimum: 4 kegs at the list’s $330, 5 at $310; a SKU a fixed list leaves out is at list', async () => {
    let cart = await add(goldVenue.id, keg.id, 4);
    expect(lineOf(cart, keg.id)).toMatchObject({
      unitPriceCents: 33_000,
      lineTotalCents: 132_000,
      price: { source: 'price_list', label: 'Gold list' },
    });
    cart = parseAnswer(await call(staff, 'PUT', `/api/cart/items/${lineOf(cart, keg.id).id}`, { qty: 5 }), 200, Cart);
    expect(lineOf(cart, keg.id)).toMatchObject({
      unitPriceCents: 31_000,
      lineTotalCents: 155_000,
      price: { source: 'price_break', label: 'Gold list: 5+ price' },
    });
    cart = await add(goldVenue.id, ale.id, 3);
    expect(lineOf(cart, ale.id)).toMatchObject({ unitPriceCents: 1_001, price: { source: 'list', label: 'List price' } });

    const order = await checkout(goldVenue.id);
    expect(order.supplierOrders[0]!.lines.map((line) => [line.skuCode, line.unitPriceCents, line.lineTotalCents, line.price])).toEqual(
      expect.arrayContaining([
        ['HH-K50', 31_000, 155_000, { source: 'price_break', label: 'Gold list: 5+ price' }],
        ['HH-6', 1_001, 3_003, { source: 'list', label: 'List price' }],
      ]),
    );
  });

  it('an order line keeps the price it was placed at and why, whatever the list does later', async () => {
    const db = t.database.db;
    const venue = await createVenue(db);
    await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
    const list = await insertPriceListTesting(db, {
      supplierId: supplier.id,
      name: 'Trade 10',
      kind: 'percent_off',
      percentOffBasisPoints: 1000,
    });
    await insertTradeAccountTesting(db, { supplierId: supplier.id, venueId: venue.id, priceListId: list.id });
    await add(venue.id, keg.id, 2);
    await add(venue.id, ale.id, 1);
    const placed = await checkout(venue.id);
    const kept = [
      ['HH-6', 901, { source: 'price_list', label: 'Trade 10: 10 % off list' }],
      ['HH-K50', 32_400, { source: 'price_list', label: 'Trade 10: 10 % off list' }],
    ];
    const linesOf = (order: Order) =>
      order.supplierOrders[0]!.lines.map((line) => [line.skuCode, line.unitPriceCents, line.price]).sort((a, b) =>
        String(a[0]).localeCompare(String(b[0])),
      );
    expect(linesOf(placed)).toEqual(kept);

    await changePriceListTesting(db, list.id, { name: 'Trade 20', percentOffBasisPoints: 2000 });
    const cart = await add(venue.id, keg.id, 2);
    expect(lineOf(cart, keg.id)).toMatchObject({ unitPriceCents: 28_800, price: { label: 'Trade 20: 20 % off list' } });
    const read = parseAnswer(await call(staff, 'GET', `/api/orders/${placed.id}`), 200, Order);
    expect(linesOf(read)).toEqual(kept);
    await call(staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venue.id}`);
  });

  it('a closed account’s list no longer applies; an account on hold keeps its prices', async () => {
    let cart = await add(closedVenue.id, keg.id, 5);
    expect(lineOf(cart, keg.id)).toMatchObject({ unitPriceCents: 36_000, price: { source: 'list', label: 'List price' } });
    await setTradeAccountStatusTesting(t.database.db, closedAccountId, 'on_hold');
    cart = await cartOf(closedVenue.id);
    expect(lineOf(cart, keg.id)).toMatchObject({ unitPriceCents: 31_000, price: { source: 'price_break' } });
    await setTradeAccountStatusTesting(t.database.db, closedAccountId, 'closed');
    await call(staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${closedVenue.id}`);
  });

  it('the product page and the product list show the venue the price it pays for one', async () => {
    const detail = parseAnswer(await call(staff, 'GET', `/api/products/harbour-haze?venueId=${goldVenue.id}`), 200, ProductDetail);
    expect(detail.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.venuePriceCents])).toEqual(
      expect.arrayContaining([
        ['HH-K50', 36_000, 33_000],
        ['HH-6', 1_001, null],
      ]),
    );
    const trade = parseAnswer(await call(staff, 'GET', `/api/products/harbour-haze?venueId=${tradeVenue.id}`), 200, ProductDetail);
    expect(trade.skus.map((sku) => [sku.code, sku.venuePriceCents])).toEqual(
      expect.arrayContaining([
        ['HH-6', 876],
        ['HH-C24', 7_000],
        ['HH-K50', 31_500],
      ]),
    );
    expect(trade.fromPriceCents).toBe(876);
    const listed = parseAnswer(await call(staff, 'GET', `/api/products?q=harbour&venueId=${tradeVenue.id}`), 200, ProductList);
    expect(listed.items[0]).toMatchObject({ fromPriceCents: 876 });
    expect(listed.items[0]!.packs.map((pack) => pack.unitPriceCents)).toEqual([876, 7_000, 31_500]);
    const closed = parseAnswer(await call(staff, 'GET', `/api/products/harbour-haze?venueId=${closedVenue.id}`), 200, ProductDetail);
    expect(closed.skus.every((sku) => sku.venuePriceCents === null)).toBe(true);
  });
});

describe('the priced lines (cart.queries)', () => {
  it('re-prices a line that crosses a break when its qty changes, and prices wanted lines at their own qty', async () => {
    const db = t.database.db;
    const item = await createCartItem(db, { userId: staff.userId, venueId: goldVenue.id, skuId: keg.id, qty: 4 });
    const priced = async () => (await listCartLines(db, staff.userId, goldVenue.id)).find((line) => line.id === item.id)!;
    expect(await priced()).toMatchObject({ qty: 4, unitPriceCents: 33_000, priceSource: 'price_list', breakMinQty: 1 });
    await setCartItemQty(db, item.id, 5);
    expect(await priced()).toMatchObject({ qty: 5, unitPriceCents: 31_000, priceSource: 'price_break', breakMinQty: 5 });
    await setCartItemQty(db, item.id, 4);
    expect(await priced()).toMatchObject({ qty: 4, unitPriceCents: 33_000, priceSource: 'price_list' });

    const wanted = await listPricedLines(db, goldVenue.id, [
      { skuId: keg.id, qty: 4 },
      { skuId: keg.id, qty: 5 },
      { skuId: ale.id, qty: 5 },
    ]);
    expect(wanted.map((line) => [line.skuCode, line.qty, line.unitPriceCents, line.priceSource])).toEqual(
      expect.arrayContaining([
        ['HH-K50', 4, 33_000, 'price_list'],
        ['HH-K50', 5, 31_000, 'price_break'],
        ['HH-6', 5, 1_001, 'list'],
      ]),
    );
    // checkout's own read locks the lines and prices them the same way
    const locked = await db.transaction((tx) => listCartLines(tx, staff.userId, goldVenue.id, { lock: true }));
    expect(locked.find((line) => line.id === item.id)).toMatchObject({ unitPriceCents: 33_000 });
  });

  it('rounds a percentage per unit, half up, in integers, as the contracts’ percentOffPrice does, up to the largest price', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { supplierId: supplier.id, name: 'Rounding Red' });
    const prices = [0, 1, 3, 4, 7, 8, 1_001, 1_004, 9_999, 123_457, PRICE_CENTS_MAX];
    const packs = [];
    for (const [index, unitPriceCents] of prices.entries()) {
      packs.push(await createSku(db, { productId: product.id, supplierId: supplier.id, code: `RR-${index}`, unitPriceCents }));
    }
    const wanted = await listPricedLines(
      db,
      tradeVenue.id,
      packs.map((pack) => ({ skuId: pack.id, qty: 1 })),
    );
    expect(new Map(wanted.map((line) => [line.listPriceCents, line.unitPriceCents]))).toEqual(
      new Map(prices.map((price) => [price, percentOffPrice(price, 1250)])),
    );
  });
});
