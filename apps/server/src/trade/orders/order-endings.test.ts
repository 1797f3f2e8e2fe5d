import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryList, Order, SupplierOrder, SupplierOrderList, VenueOrderList } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { orderThrough } from '../../../test/support/checkout-kit';

// An order its supplier rejected and one that was cancelled read apart, on both sides'
// lists and pages, with who ended it and why; and every order step is in the audit log of the organisation that took
// it, a cancellation or a rejection in the other side's too.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let rep: Person;
let venueOwner: Person;
let supplierOwner: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;

const call = apiCaller(() => t);
const move = (person: Person, supplierOrderId: string, action: string, body: unknown = {}) =>
  call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body);
const place = async () => {
  const order = await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty: 1 }]);
  return { order, so: order.supplierOrders[0]! };
};
const venueList = async (query = '') =>
  parseAnswer(await call(staff, 'GET', `/api/venues/${venue.id}/orders?pageSize=50${query}`), 200, VenueOrderList);
const supplierList = async (status: string) =>
  parseAnswer(await call(rep, 'GET', `/api/suppliers/${brewery.id}/orders?pageSize=50&status=${status}`), 200, SupplierOrderList);
const auditOf = async (owner: Person, path: string) =>
  parseAnswer(await call(owner, 'GET', `${path}/audit?pageSize=100`), 200, AuditEntryList).items;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [staff, rep, venueOwner, supplierOwner] = [
    await signedInUser(t, { name: 'Sam Staff' }),
    await signedInUser(t, { name: 'Rita Rep' }),
    await signedInUser(t, { name: 'Vera Owner' }),
    await signedInUser(t, { name: 'Sid Owner' }),
  ];
  for (const person of [staff, rep, venueOwner, supplierOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: supplierOwner.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('rejected and cancelled read apart', () => {
  it('a rejected order is “rejected” on the venue’s list and page, with its supplier’s reason; a cancelled one names who cancelled it', async () => {
    const rejected = await place();
    const venueCancelled = await place();
    const supplierCancelled = await place();
    parseAnswer(await move(rep, rejected.so.id, 'reject', { reason: 'Out of kegs' }), 200, SupplierOrder);
    parseAnswer(await move(staff, venueCancelled.so.id, 'cancel', { reason: 'Ordered twice' }), 200, SupplierOrder);
    parseAnswer(await move(rep, supplierCancelled.so.id, 'accept'), 200, SupplierOrder);
    parseAnswer(await move(rep, supplierCancelled.so.id, 'cancel', { reason: 'Truck broke down' }), 200, SupplierOrder);

    // the venue's list: three orders ended without delivery, two ways
    const rows = new Map((await venueList()).items.map((row) => [row.id, row]));
    expect(rows.get(rejected.order.id)).toMatchObject({
      status: 'rejected',
      supplierOrders: [
        { status: 'rejected', ending: { by: 'supplier', person: 'Rita Rep', reason: 'Out of kegs', at: expect.any(String) } },
      ],
    });
    expect(rows.get(venueCancelled.order.id)).toMatchObject({
      status: 'cancelled',
      supplierOrders: [{ ending: { by: 'venue', person: 'Sam Staff', reason: 'Ordered twice' } }],
    });
    expect(rows.get(supplierCancelled.order.id)).toMatchObject({
      status: 'cancelled',
      supplierOrders: [{ ending: { by: 'supplier', person: 'Rita Rep', reason: 'Truck broke down' } }],
    });
    // each tab holds its own
    expect((await venueList('&status=rejected')).items.map((row) => row.id)).toEqual([rejected.order.id]);
    expect((await venueList('&status=cancelled')).items.map((row) => row.id)).toEqual([
      supplierCancelled.order.id,
      venueCancelled.order.id,
    ]);

    // the venue's order page
    const page = parseAnswer(await call(staff, 'GET', `/api/orders/${rejected.order.id}`), 200, Order);
    expect(page.status).toBe('rejected');
    expect(page.supplierOrders[0]!.ending).toMatchObject({ by: 'supplier', person: 'Rita Rep', reason: 'Out of kegs' });
    expect(page.supplierOrders[0]!.events.map((event) => [event.toStatus, event.side])).toEqual([
      ['submitted', 'venue'],
      ['rejected', 'supplier'],
    ]);
    const open = await place();
    expect(parseAnswer(await call(staff, 'GET', `/api/orders/${open.order.id}`), 200, Order).supplierOrders[0]!.ending).toBeNull();
  });

  it('the supplier’s lists and pages say who cancelled (the venue or the supplier) and why', async () => {
    const byVenue = await place();
    const bySupplier = await place();
    parseAnswer(await move(staff, byVenue.so.id, 'cancel', { reason: 'Closed for renovations' }), 200, SupplierOrder);
    parseAnswer(await move(rep, bySupplier.so.id, 'cancel', { reason: 'Discontinued' }), 200, SupplierOrder);
    const cancelled = new Map((await supplierList('cancelled')).items.map((row) => [row.id, row]));
    expect(cancelled.get(byVenue.so.id)!.ending).toMatchObject({ by: 'venue', person: 'Sam Staff', reason: 'Closed for renovations' });
    expect(cancelled.get(bySupplier.so.id)!.ending).toMatchObject({ by: 'supplier', person: 'Rita Rep', reason: 'Discontinued' });
    const page = parseAnswer(await call(rep, 'GET', `/api/supplier-orders/${byVenue.so.id}`), 200, SupplierOrder);
    expect(page.ending).toMatchObject({ by: 'venue', person: 'Sam Staff', reason: 'Closed for renovations' });
    const rejected = await place();
    parseAnswer(await move(rep, rejected.so.id, 'reject', { reason: 'Out of kegs' }), 200, SupplierOrder);
    expect((await supplierList('rejected')).items.find((row) => row.id === rejected.so.id)!.ending).toMatchObject({
      by: 'supplier',
      reason: 'Out of kegs',
    });
  });
});

describe('order steps in the audit log', () => {
  it('records each step in the log of the organisation that took it, and a cancellation or rejection in the other side’s too', async () => {
    const venueBefore = new Set((await auditOf(venueOwner, `/api/venues/${venue.id}`)).map((entry) => entry.id));
    const supplierBefore = new Set((await auditOf(supplierOwner, `/api/suppliers/${brewery.id}`)).map((entry) => entry.id));
    const cancelled = await place();
    const rejected = await place();
    const accepted = await place();
    parseAnswer(await move(staff, cancelled.so.id, 'cancel', { reason: 'Ordered twice' }), 200, SupplierOrder);
    parseAnswer(await move(rep, rejected.so.id, 'reject', { reason: 'Out of kegs' }), 200, SupplierOrder);
    parseAnswer(await move(rep, accepted.so.id, 'accept'), 200, SupplierOrder);
    parseAnswer(await move(rep, accepted.so.id, 'cancel', { reason: 'Truck broke down' }), 200, SupplierOrder);

    const venueLog = (await auditOf(venueOwner, `/api/venues/${venue.id}`)).filter((entry) => !venueBefore.has(entry.id)).reverse();
    const supplierLog = (await auditOf(supplierOwner, `/api/suppliers/${brewery.id}`))
      .filter((entry) => !supplierBefore.has(entry.id))
      .reverse();
    expect(venueLog.map((entry) => [entry.action, entry.targetType, entry.targetId, entry.actor?.name, entry.summary])).toEqual([
      [
        'order.cancelled',
        'order',
        cancelled.so.id,
        'Sam Staff',
        `Sam Staff cancelled order ${cancelled.order.number} to Harbour Brewing (“Ordered twice”)`,
      ],
      [
        'order.rejected',
        'order',
        rejected.so.id,
        'Rita Rep',
        `Rita Rep of Harbour Brewing rejected order ${rejected.order.number} (“Out of kegs”)`,
      ],
      [
        'order.cancelled',
        'order',
        accepted.so.id,
        'Rita Rep',
        `Rita Rep of Harbour Brewing cancelled order ${accepted.order.number} (“Truck broke down”)`,
      ],
    ]);
    expect(supplierLog.map((entry) => [entry.action, entry.targetId, entry.actor?.name, entry.summary])).toEqual([
      [
        'order.cancelled',
        cancelled.so.id,
        'Sam Staff',
        `Sam Staff of The Local cancelled order ${cancelled.order.number} (“Ordered twice”)`,
      ],
      ['order.rejected', rejected.so.id, 'Rita Rep', `Rita Rep rejected order ${rejected.order.number} from The Local (“Out of kegs”)`],
      ['order.accepted', accepted.so.id, 'Rita Rep', `Rita Rep accepted order ${accepted.order.number} from The Local`],
      [
        'order.cancelled',
        accepted.so.id,
        'Rita Rep',
        `Rita Rep cancelled order ${accepted.order.number} from The Local (“Truck broke down”)`,
      ],
    ]);
    expect(venueLog[0]).toMatchObject({
      before: { status: 'submitted' },
      after: { status: 'cancelled', side: 'venue', orderNumber: cancelled.order.number },
    });
  });
});
