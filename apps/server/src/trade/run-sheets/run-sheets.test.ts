import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunSheet, RunSheetDays, RunStop, SupplierOrder } from '@tapline/contracts';
import { createAddress, createMembership, createOrder, createSupplier, createVenue } from '@tapline/db/testing';
import { signedInUser, bearerOf } from '../../../test/support/auth-kit';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { picture } from '../../../test/support/pictures';
import { pdfText } from '../../../test/support/pdf-text';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { listTestTaxDocuments } from '../../../test/support/queries/invoices-testing.queries';
import { findTestStopPhotoKey } from '../../../test/support/queries/run-sheets-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { addDays, localDate } from '../../shared/calendar';

// Run sheets and the driver's stops (decisions 0190, 0191, 0192): the stop order saved per day at a version, stops
// recorded delivered, partly delivered (a short delivery, with its adjustment note once an invoice exists) or failed,
// each once however often pressed, and the proof photo read by the two organisations only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const DAY = addDays(localDate(new Date(), 'Australia/Sydney'), 3);

async function runWorld() {
  const world = await invoicingWorld(t, 'accepted');
  const { db, supplier, call, owner } = world;
  const venues = [
    await createVenue(db, { name: 'Corner Pub' }),
    await createVenue(db, { name: 'Aardvark Bar' }),
    await createVenue(db, { name: 'Brewers Arms' }),
  ] as const;
  await createAddress(db, {
    organisationId: venues[1].id,
    kind: 'delivery',
    line1: '1 Keg Lane',
    suburb: 'Newtown',
    state: 'NSW',
    postcode: '2042',
  });
  /** an accepted order of `kegs` kegs for the day, to `venue` */
  const accepted = async (venue: { id: string }, kegs: number) => {
    const order = await createOrder(db, {
      venueId: venue.id,
      requestedDeliveryDate: DAY,
      supplierOrders: [{ supplierId: supplier.id, lines: [{ sku: world.keg, productName: 'Harbour Haze', qty: kegs }] }],
    });
    const supplierOrderId = order.supplierOrders[0]!.id;
    await world.step(supplierOrderId, 'accept');
    return supplierOrderId;
  };
  const sheetUrl = `/api/suppliers/${supplier.id}/run-sheets/${DAY}`;
  const sheet = async (person = owner) => parseAnswer(await call(person, 'GET', sheetUrl), 200, RunSheet);
  const record = (venueId: string, body: unknown, person = owner) => call(person, 'POST', `${sheetUrl}/stops/${venueId}/outcome`, body);
  const order = async (supplierOrderId: string) =>
    parseAnswer(await call(owner, 'GET', `/api/supplier-orders/${supplierOrderId}`), 200, SupplierOrder);
  return { ...world, venues, accepted, sheetUrl, sheet, record, order };
}

describe('the run sheet', () => {
  it('has a stop per venue with its orders, and keeps the order the supplier dragged at its version', async () => {
    const world = await runWorld();
    const [corner, aardvark, brewers] = world.venues;
    await world.accepted(corner, 1);
    await world.accepted(corner, 2);
    await world.accepted(aardvark, 1);
    await world.accepted(brewers, 3);
    await createOrder(world.db, {
      venueId: brewers.id,
      requestedDeliveryDate: DAY,
      supplierOrders: [{ supplierId: world.supplier.id, lines: [{ sku: world.keg, productName: 'Harbour Haze', qty: 1 }] }],
    });
    const first = await world.sheet();
    // by name until arranged; the submitted order is not on the truck
    expect(first.stops.map((stop) => [stop.venue.name, stop.orders.length])).toEqual([
      ['Aardvark Bar', 1],
      ['Brewers Arms', 1],
      ['Corner Pub', 2],
    ]);
    expect(first.version).toBe(0);
    expect(first.stops[0]).toMatchObject({ address: '1 Keg Lane, Newtown NSW 2042', orders: [{ lines: [{ qty: 1 }] }] });

    const order = [corner.id, aardvark.id, brewers.id];
    const arranged = parseAnswer(
      await world.call(world.owner, 'PUT', `${world.sheetUrl}/order`, { version: 0, venueIds: order }),
      200,
      RunSheet,
    );
    expect(arranged.version).toBe(1);
    const reloaded = await world.sheet();
    expect(reloaded.stops.map((stop) => stop.venue.id)).toEqual(order);

    // a second driver who read version 0 drags too: refused, nothing changed
    const stale = await world.call(world.owner, 'PUT', `${world.sheetUrl}/order`, { version: 0, venueIds: [...order].reverse() });
    expect(parseError(stale, 409)).toMatchObject({ details: { version: 1 } });
    expect((await world.sheet()).stops.map((stop) => stop.venue.id)).toEqual(order);

    const days = parseAnswer(await world.call(world.owner, 'GET', `/api/suppliers/${world.supplier.id}/run-sheets`), 200, RunSheetDays);
    expect(days.days).toContainEqual({ date: DAY, stops: 3, orders: 4, recorded: 0 });

    const pdf = await world.call(world.owner, 'GET', `${world.sheetUrl}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text.indexOf('1. Corner Pub')).toBeLessThan(text.indexOf('2. Aardvark Bar'));
    expect(text).toContain('1 Keg Lane, Newtown NSW 2042');
  });

  it('refuses an order that does not name each stop once, naming the field', async () => {
    const world = await runWorld();
    const [corner, aardvark] = world.venues;
    await world.accepted(corner, 1);
    await world.accepted(aardvark, 1);
    const put = (body: unknown) => world.call(world.owner, 'PUT', `${world.sheetUrl}/order`, body);
    expect(parseError(await put({ version: 0, venueIds: [corner.id] }), 400).details).toEqual([
      expect.objectContaining({ field: 'venueIds' }),
    ]);
    expect(parseError(await put({ version: 0, venueIds: [corner.id, world.venue.id] }), 400).details).toEqual([
      expect.objectContaining({ field: 'venueIds.1' }),
    ]);
    expect(parseError(await put({ version: 0, venueIds: [corner.id, corner.id] }), 400).details).toEqual([
      expect.objectContaining({ field: 'venueIds.1' }),
    ]);
    for (const day of ['2026-02-30', '0000-02-29'])
      expect(
        parseError(await world.call(world.owner, 'GET', `/api/suppliers/${world.supplier.id}/run-sheets/${day}`), 400).details,
      ).toEqual([expect.objectContaining({ field: 'date' })]);
    expect((await world.sheet()).version).toBe(0);
  });
});

describe('the driver’s stops', () => {
  it('delivered: each order of the stop dispatched and delivered through the lifecycle, once however often pressed', async () => {
    const world = await runWorld();
    const corner = world.venues[0];
    const manager = await world.memberOf(corner, 'owner');
    const ids = [await world.accepted(corner, 1), await world.accepted(corner, 2)];
    const body = { outcome: 'delivered', receiverName: 'Sam at the bar' };
    const [first, second] = await Promise.all([world.record(corner.id, body), world.record(corner.id, body)]);
    const stop = parseAnswer(first, 200, RunStop);
    expect(parseAnswer(second, 200, RunStop).outcome?.id).toBe(stop.outcome?.id);
    expect(stop.outcome).toMatchObject({ outcome: 'delivered', receiverName: 'Sam at the bar', failureReason: null, photoUrl: null });
    expect(parseAnswer(await world.record(corner.id, body), 200, RunStop).outcome?.id).toBe(stop.outcome?.id);
    for (const id of ids) {
      const order = await world.order(id);
      expect(order.status).toBe('delivered');
      expect(order.events.filter((event) => event.toStatus === 'delivered')).toHaveLength(1);
      expect(order.events.filter((event) => event.toStatus === 'dispatched')).toHaveLength(1);
    }
    // the venue hears of it as of any delivery
    const mail = await latestOutboxMessage(world.db, manager.email, 'email', 'order_deliver');
    expect(mail?.body).toContain('Note: Received by Sam at the bar');
    // another outcome after delivery is refused
    expect(parseError(await world.record(corner.id, { outcome: 'failed', reason: 'Closed' }), 409)).toMatchObject({
      details: { outcome: 'delivered' },
    });
  });

  it('partly delivered: the short lines become a short delivery and its adjustment note, made once', async () => {
    const world = await runWorld();
    const supplierOrderId = await world.accepted(world.venue, 3);
    const invoice = await world.invoiceOf(supplierOrderId);
    expect(invoice).toBeDefined();
    const line = (await world.sheet()).stops[0]!.orders[0]!.lines[0]!;
    const body = {
      outcome: 'partly_delivered',
      receiverName: 'Jo',
      orders: [{ supplierOrderId, lines: [{ lineId: line.lineId, qty: 1 }] }],
    };
    const stop = parseAnswer(await world.record(world.venue.id, body), 200, RunStop);
    parseAnswer(await world.record(world.venue.id, body), 200, RunStop);
    expect(stop).toMatchObject({
      outcome: { outcome: 'partly_delivered' },
      orders: [{ status: 'delivered', lines: [{ qty: 1, orderedQty: 3 }] }],
    });
    const notes = (await listTestTaxDocuments(world.db, world.supplier.id)).filter((doc) => doc.kind === 'adjustment_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      relatesToId: invoice!.id,
      reason: 'Short delivery: Harbour Haze (50 L keg) 1 of 3 delivered',
      totalCents: 66_000,
    });
    const mail = await latestOutboxMessage(world.db, world.staff.email, 'email', 'order_deliver');
    expect(mail?.body).toMatch(/Delivered short: Harbour Haze \(50 L keg\) 1 of 3\./);
    expect(mail?.body).toContain('Note: Received by Jo');
  });

  it('failed: the orders stay accepted with a failed attempt recorded, and a later attempt delivers', async () => {
    const world = await runWorld();
    const supplierOrderId = await world.accepted(world.venue, 2);
    const failed = parseAnswer(await world.record(world.venue.id, { outcome: 'failed', reason: 'Venue closed, no answer' }), 200, RunStop);
    parseAnswer(await world.record(world.venue.id, { outcome: 'failed', reason: 'Venue closed, no answer' }), 200, RunStop);
    expect(failed.outcome).toMatchObject({ outcome: 'failed', failureReason: 'Venue closed, no answer', receiverName: null });
    const order = await world.order(supplierOrderId);
    expect(order.status).toBe('accepted');
    expect(order.events.filter((event) => event.note === 'Delivery attempt failed: Venue closed, no answer')).toEqual([
      expect.objectContaining({ fromStatus: 'accepted', toStatus: 'accepted' }),
    ]);
    const again = parseAnswer(await world.record(world.venue.id, { outcome: 'delivered', receiverName: 'Kim' }), 200, RunStop);
    expect(again).toMatchObject({ outcome: { outcome: 'delivered', receiverName: 'Kim' }, orders: [{ status: 'delivered' }] });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const world = await runWorld();
    const supplierOrderId = await world.accepted(world.venue, 2);
    const lineId = (await world.sheet()).stops[0]!.orders[0]!.lines[0]!.lineId;
    const fieldOf = async (body: unknown) => parseError(await world.record(world.venue.id, body), 400).details;
    expect(await fieldOf({ outcome: 'delivered' })).toEqual([expect.objectContaining({ field: 'receiverName' })]);
    expect(await fieldOf({ outcome: 'failed', reason: ' ' })).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect(await fieldOf({ outcome: 'lost' })).toEqual([expect.objectContaining({ field: 'outcome' })]);
    expect(
      await fieldOf({
        outcome: 'partly_delivered',
        receiverName: 'Jo',
        orders: [{ supplierOrderId: world.venue.id, lines: [{ lineId, qty: 1 }] }],
      }),
    ).toEqual([expect.objectContaining({ field: 'orders.0.supplierOrderId' })]);
    expect(
      await fieldOf({ outcome: 'partly_delivered', receiverName: 'Jo', orders: [{ supplierOrderId, lines: [{ lineId, qty: 3 }] }] }),
    ).toEqual([expect.objectContaining({ field: 'orders.0.lines.0.qty' })]);
    expect((await world.order(supplierOrderId)).status).toBe('accepted');
    expect((await world.sheet()).stops[0]!.outcome).toBeNull();
  });
});

describe('who may', () => {
  it('another supplier’s members, and venues, get 404 for the run and its stops', async () => {
    const world = await runWorld();
    await world.accepted(world.venue, 1);
    const rival = await createSupplier(world.db, { name: 'Rival Brewing' });
    const stranger = await world.memberOf(rival, 'owner');
    expect(parseError(await world.call(stranger, 'GET', world.sheetUrl), 404).code).toBe('not_found');
    expect(parseError(await world.call(world.staff, 'GET', world.sheetUrl), 404).code).toBe('not_found');
    expect(parseError(await world.record(world.venue.id, { outcome: 'delivered', receiverName: 'X' }, stranger), 404).code).toBe(
      'not_found',
    );
    expect(
      parseError(await world.call(stranger, 'PUT', `${world.sheetUrl}/order`, { version: 0, venueIds: [world.venue.id] }), 404).code,
    ).toBe('not_found');
    // a member of the supplier drives
    const member = await world.memberOf(world.supplier, 'member');
    parseAnswer(await world.record(world.venue.id, { outcome: 'delivered', receiverName: 'X' }, member), 200, RunStop);
  });

  it('the proof photo: stored once the stop is recorded, read by the supplier’s and the venue’s members only', async () => {
    const world = await runWorld();
    await world.accepted(world.venue, 1);
    const upload = async (person: Parameters<typeof bearerOf>[0], bytes: Buffer) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'door.jpg');
      return t.api({
        method: 'POST',
        url: `${world.sheetUrl}/stops/${world.venue.id}/photo`,
        payload: form as never,
        headers: bearerOf(person),
      });
    };
    const photo = await picture('jpeg', 320, 240, 7);
    expect(parseError(await upload(world.owner, photo), 409).details).toMatchObject({ outcome: null });
    parseAnswer(await world.record(world.venue.id, { outcome: 'delivered', receiverName: 'Sam' }), 200, RunStop);
    expect(parseError(await upload(world.owner, Buffer.from('not a picture at all')), 415).details).toEqual([
      expect.objectContaining({ field: 'photo' }),
    ]);
    const stop = parseAnswer(await upload(world.owner, photo), 200, RunStop);
    expect(stop.outcome?.photoUrl).toBe(`/api/run-stops/${stop.outcome!.id}/photo`);
    const url = stop.outcome!.photoUrl!;
    for (const reader of [world.owner, world.staff]) {
      const read = await world.call(reader, 'GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/webp');
      expect(read.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const outsider = await signedInUser(t);
    await world.call(outsider, 'GET', '/api/me');
    const otherVenue = await createVenue(world.db, { name: 'Elsewhere' });
    await createMembership(world.db, { organisationId: otherVenue.id, userId: outsider.userId, organisationRole: 'owner' });
    expect(parseError(await world.call(outsider, 'GET', url), 404).code).toBe('not_found');
    expect(parseError(await upload(outsider, photo), 404).code).toBe('not_found');
    // never through the public uploads route, whoever knows its key
    const key = await findTestStopPhotoKey(world.db, stop.outcome!.id);
    expect(key).toMatch(/-proof\.webp$/);
    expect((await t.api({ method: 'GET', url: `/api/uploads/${key}` })).statusCode).toBe(404);
  });
});
