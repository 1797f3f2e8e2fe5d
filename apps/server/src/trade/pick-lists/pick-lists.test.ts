import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PickList, PickListDays, SupplierOrder } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTestKegType } from '../../../test/support/queries/keg-collections-testing.queries';
import { insertZoneTesting } from '../../../test/support/queries/delivery-zones-testing.queries';
import { insertCollectionForDayTesting, setSupplierOrderZoneTesting } from '../../../test/support/queries/pick-lists-testing.queries';

// Pick lists (decision 0188): per SKU, the units supplied (accepted less what was sent or delivered short) of the
// day's accepted, dispatched and delivered orders, per delivery zone, with the empties to collect that day.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let owner: Person;
let member: Person;
let otherSupplierOwner: Person;
let venueOwner: Person;
let zones: { id: string; name: string }[];
/** every supplier order of the supplier for DAY, as the accept/deliver answers left them */
const dayOrders: SupplierOrder[] = [];

const call = apiCaller(() => t);
/** 14:00 on Wednesday 18 November 2026 in Sydney, the supplier's zone */
const NOW = new Date('2026-11-18T03:00:00Z');
const DAY = '2026-11-23';
const NEXT_DAY = '2026-11-24';
const url = (path: string, who = supplier.slug) => `/api/suppliers/${who}/pick-lists${path}`;

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => NOW });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', timeZone: 'Australia/Sydney' });
  const otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
  const [venueA, venueB, venueC] = [
    await createVenue(db, { name: 'The Anchor' }),
    await createVenue(db, { name: 'Bridge Hotel' }),
    await createVenue(db, { name: 'Corner Bar' }),
  ];
  [owner, member, otherSupplierOwner, venueOwner] = [
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
  ];
  for (const person of [owner, member, otherSupplierOwner, venueOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: otherSupplier.id, userId: otherSupplierOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venueA!.id, userId: venueOwner.userId, organisationRole: 'owner' });
  zones = [await insertZoneTesting(db, supplier.id), await insertZoneTesting(db, supplier.id)];

  const haze = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: haze.id,
    supplierId: supplier.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
  });
  const cans = await createSku(db, {
    productId: haze.id,
    supplierId: supplier.id,
    code: 'HH-C24',
    name: '24 × 375 mL cans',
    unitPriceCents: 9_000,
  });
  const ciderProduct = await createProduct(db, { supplierId: otherSupplier.id, name: 'Dry Cider', status: 'active' });
  const cider = await createSku(db, { productId: ciderProduct.id, supplierId: otherSupplier.id, code: 'DC-K50', name: '50 L keg' });

  const productNames = new Map([keg, cans, cider].map((sku) => [sku.id, sku === cider ? 'Dry Cider' : 'Harbour Haze']));
  const place = async (venueId: string, lines: { sku: typeof keg; qty: number }[], date = DAY, supplierId = supplier.id) => {
    const named = lines.map((line) => ({ ...line, productName: productNames.get(line.sku.id) }));
    const order = await createOrder(db, { venueId, requestedDeliveryDate: date, supplierOrders: [{ supplierId, lines: named }] });
    return order.supplierOrders[0]!.id;
  };
  const step = async (supplierOrderId: string, action: string, body: object = {}, who = owner) =>
    parseAnswer(await call(who, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body), 200, SupplierOrder);

  // The Anchor, first zone: 4 kegs (one sent short on accepting: 3) and 10 cases
  const anchor = await place(venueA!.id, [
    { sku: keg, qty: 4 },
    { sku: cans, qty: 10 },
  ]);
  await setSupplierOrderZoneTesting(db, anchor, zones[0]!.id);
  const placed = parseAnswer(await call(owner, 'GET', `/api/supplier-orders/${anchor}`), 200, SupplierOrder);
  const kegLine = placed.lines.find((line) => line.skuCode === 'HH-K50')!;
  dayOrders.push(await step(anchor, 'accept', { lines: [{ lineId: kegLine.id, qty: 3 }] }));
  // Bridge Hotel, second zone: 2 kegs and 5 cases, delivered with 3 cases short (2)
  const bridge = await place(venueB!.id, [
    { sku: keg, qty: 2 },
    { sku: cans, qty: 5 },
  ]);
  await setSupplierOrderZoneTesting(db, bridge, zones[1]!.id);
  await step(bridge, 'accept', { lines: [] });
  const dispatched = await step(bridge, 'dispatch');
  const cansLine = dispatched.lines.find((line) => line.skuCode === 'HH-C24')!;
  dayOrders.push(await step(bridge, 'deliver', { lines: [{ lineId: cansLine.id, qty: 2 }] }));
  // Corner Bar, outside every zone: 1 keg, accepted by a member of the supplier
  dayOrders.push(await step(await place(venueC!.id, [{ sku: keg, qty: 1 }]), 'accept', { lines: [] }, member));
  // not picked: a submitted order, a rejected one, the next day's, another supplier's
  await place(venueA!.id, [{ sku: keg, qty: 7 }]);
  await step(await place(venueB!.id, [{ sku: cans, qty: 11 }]), 'reject', { reason: 'Out of stock' });
  await step(await place(venueC!.id, [{ sku: keg, qty: 9 }], NEXT_DAY), 'accept', { lines: [] });
  await step(await place(venueA!.id, [{ sku: cider, qty: 6 }], DAY, otherSupplier.id), 'accept', { lines: [] }, otherSupplierOwner);

  const kegType = await insertTestKegType(db, supplier.id, { name: '50 L Harbour keg' });
  await insertCollectionForDayTesting(
    db,
    { supplierId: supplier.id, venueId: venueA!.id },
    { kegTypeId: kegType.id, qty: 2, requestedFor: DAY },
  );
  await insertCollectionForDayTesting(
    db,
    { supplierId: supplier.id, venueId: venueB!.id },
    { kegTypeId: kegType.id, qty: 5, requestedFor: NEXT_DAY },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a delivery day’s pick list', () => {
  it('sums per SKU what is supplied: accepted less what was sent or delivered short', async () => {
    const list = parseAnswer(await call(owner, 'GET', url(`/${DAY}`)), 200, PickList);
    expect(list.orderCount).toBe(3);
    expect(list.totals).toEqual([
      { skuCode: 'HH-C24', productName: 'Harbour Haze', pack: '24 × 375 mL cans', qty: 12, orderCount: 2 },
      { skuCode: 'HH-K50', productName: 'Harbour Haze', pack: '50 L keg', qty: 6, orderCount: 3 },
    ]);
    // the same sums from the orders themselves: their lines' ordered quantities less what went short
    const expected = new Map<string, number>();
    for (const order of dayOrders) {
      for (const line of order.lines) expected.set(line.skuCode, (expected.get(line.skuCode) ?? 0) + line.qty);
    }
    expect(Object.fromEntries(list.totals.map((line) => [line.skuCode, line.qty]))).toEqual(Object.fromEntries(expected));
  });

  it('groups the lines per delivery zone, the orders outside every zone last', async () => {
    const list = parseAnswer(await call(member, 'GET', url(`/${DAY}`)), 200, PickList);
    expect(
      list.zones.map((zone) => [zone.zone?.name ?? null, zone.orderCount, zone.lines.map((line) => `${line.skuCode} ${line.qty}`)]),
    ).toEqual([
      [zones[0]!.name, 1, ['HH-C24 10', 'HH-K50 3']],
      [zones[1]!.name, 1, ['HH-C24 2', 'HH-K50 2']],
      [null, 1, ['HH-K50 1']],
    ]);
  });

  it('lists the empties the venues asked to have collected that day', async () => {
    const list = parseAnswer(await call(owner, 'GET', url(`/${DAY}`)), 200, PickList);
    expect(list.empties).toEqual([
      expect.objectContaining({ venue: expect.objectContaining({ name: 'The Anchor' }), kegs: [{ kegType: '50 L Harbour keg', qty: 2 }] }),
    ]);
  });

  it('prints as an A4 PDF with the same lines', async () => {
    const response = await call(member, 'GET', url(`/${DAY}/pdf`));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="pick-list-${DAY}.pdf"`);
    const text = pdfText(response.rawPayload);
    for (const words of ['Pick list', 'Harbour Brewing', '23 November 2026', zones[0]!.name, 'HH-K50', '24 × 375 mL cans', 'The Anchor'])
      expect(text).toContain(words);
    expect(response.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('is empty for a day without accepted orders', async () => {
    const list = parseAnswer(await call(owner, 'GET', url('/2026-11-30')), 200, PickList);
    expect(list).toMatchObject({ orderCount: 0, totals: [], zones: [], empties: [] });
  });
});

describe('the days to pick', () => {
  it('lists the days from today in the supplier’s time zone that have orders to pick', async () => {
    const days = parseAnswer(await call(member, 'GET', url('')), 200, PickListDays);
    expect(days).toEqual({
      today: '2026-11-18',
      days: [
        { date: DAY, orderCount: 3, unitCount: 18 },
        { date: NEXT_DAY, orderCount: 1, unitCount: 9 },
      ],
    });
  });
});

describe('who reads a pick list', () => {
  it('is another supplier’s or a venue’s 404, and anyone signed out is 401', async () => {
    for (const path of [url(`/${DAY}`), url(`/${DAY}/pdf`), url('')]) {
      expect((await call(otherSupplierOwner, 'GET', path)).statusCode).toBe(404);
      expect((await call(venueOwner, 'GET', path)).statusCode).toBe(404);
      expect((await call(null, 'GET', path)).statusCode).toBe(401);
    }
  });

  it('refuses a date that is not a calendar day with 400 naming it', async () => {
    for (const date of ['2026-13-01', 'tomorrow', '2026-11-31']) {
      const error = parseError(await call(owner, 'GET', url(`/${date}`)), 400);
      expect(error.details).toEqual([expect.objectContaining({ field: 'date' })]);
    }
  });
});
