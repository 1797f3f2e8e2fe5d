import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Cart, realtimeCloseCodes } from '@tapline/contracts';
import { createMembership, createOnTapEntry, createProduct } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { realtimeTestKit, TestSocket } from '../../../test/support/realtime-kit';
import { TEST_FUNCTIONS_KEY } from '../../../test/support/test-app';
import { eventVersion, publishRealtime } from './realtime-feed';
import { removeMembership, renameProduct } from '../../../test/support/queries/realtime-testing.queries';

// Events reach the sockets of the organisations involved, on whichever instance, and nobody else's.

const { kit, call, placeOrder, keep } = realtimeTestKit();

describe('/api/realtime between instances', () => {
  it('brings an order placed through one instance to the supplier on the other, and its acceptance back to the venue; another supplier hears nothing', async () => {
    const repOnB = keep(await TestSocket.of(kit.b, kit.rep, [kit.brewery.id]));
    const staffOnB = keep(await TestSocket.of(kit.b, kit.staff, [kit.venue.id]));
    const rivalOnA = keep(await TestSocket.of(kit.a, kit.rivalRep, [kit.rival.id]));
    const rivalOnB = keep(await TestSocket.of(kit.b, kit.rivalRep, [kit.rival.id]));

    const order = await placeOrder(kit.a, kit.staff);
    const supplierOrderId = order.supplierOrders[0]!.id;
    const placed = await repOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect(placed).toMatchObject({
      event: { type: 'order.placed', supplierId: kit.brewery.id, venueId: kit.venue.id, orderId: order.id, supplierOrderId },
    });
    // and the bell: the rep was notified (the one who ordered was not)
    const notified = await repOnB.next((message) => message.type === 'event' && message.event.type === 'notification.created');
    expect(notified).toMatchObject({ event: { userIds: [kit.rep.userId] } });

    expect((await call(kit.a, kit.rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {})).statusCode).toBe(200);
    const changed = await staffOnB.next((message) => message.type === 'event' && message.event.type === 'supplier-order.changed');
    expect(changed).toMatchObject({ event: { type: 'supplier-order.changed', supplierOrderId, orderId: order.id } });

    // both events have been delivered on both instances by now; the rival's sockets were told nothing
    await staffOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect([...rivalOnA.events(), ...rivalOnB.events()]).toEqual([]);
  });

  it("refuses an organisation the person doesn't belong to, and then sends it nothing", async () => {
    const intruder = keep(await TestSocket.of(kit.a, kit.rivalRep));
    intruder.send({ type: 'subscribe', organisationId: kit.brewery.id });
    expect(await intruder.next((message) => message.type === 'error')).toMatchObject({ code: 'forbidden', organisationId: kit.brewery.id });
    const repOnA = keep(await TestSocket.of(kit.a, kit.rep, [kit.brewery.id]));
    await placeOrder(kit.b, kit.staff);
    await repOnA.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect(intruder.events()).toEqual([]);
  });

  it("follows the person's cart in their other tabs, and no one else's", async () => {
    const tab = keep(await TestSocket.of(kit.b, kit.staff));
    const someoneElse = keep(await TestSocket.of(kit.b, kit.rep, [kit.brewery.id]));
    parseAnswer(await call(kit.a, kit.staff, 'POST', '/api/cart/items', { venueId: kit.venue.id, skuId: kit.keg.id, qty: 2 }), 200, Cart);
    expect(await tab.next((message) => message.type === 'event' && message.event.type === 'cart.changed')).toMatchObject({
      event: { userId: kit.staff.userId, venueId: kit.venue.id },
    });
    await call(kit.a, kit.staff, 'DELETE', `/api/users/${kit.staff.userId}/cart?venueId=${kit.venue.id}`);
    await tab.next((message) => message.type === 'event' && message.event.type === 'cart.changed' && tab.events().length === 2);
    expect(someoneElse.events()).toEqual([]);
  });

  it('sends nothing for a change that rolled back', async () => {
    const repOnA = keep(await TestSocket.of(kit.a, kit.rep, [kit.brewery.id]));
    const event = {
      type: 'order.placed' as const,
      organisationIds: [kit.brewery.id],
      venueId: kit.venue.id,
      supplierId: kit.brewery.id,
      orderId: randomUUID(),
      supplierOrderId: randomUUID(),
    };
    await expect(
      kit.b.database.db.transaction(async (tx) => {
        await publishRealtime(tx, [{ ...event, version: eventVersion() }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const committed = { ...event, orderId: randomUUID(), version: eventVersion() };
    await kit.b.database.db.transaction((tx) => publishRealtime(tx, [committed]));
    await repOnA.next(
      (message) => message.type === 'event' && message.event.type === 'order.placed' && message.event.orderId === committed.orderId,
    );
    expect(repOnA.events().map((received) => (received as { orderId: string }).orderId)).toEqual([committed.orderId]);
  });

  it('brings a catalogue change to its supplier and to the tabs watching the product, and an On Tap change to the venue; others hear nothing', async () => {
    const repOnA = keep(await TestSocket.of(kit.a, kit.rep, [kit.brewery.id]));
    const watching = keep(await TestSocket.of(kit.b, kit.staff));
    watching.send({ type: 'watch', productIds: [kit.haze.id] });
    const rivalOnB = keep(await TestSocket.of(kit.b, kit.rivalRep, [kit.rival.id]));
    // the watch is in place once a later message has been answered
    watching.send({ type: 'ping' });
    await watching.next((message) => message.type === 'pong');

    await renameProduct(kit.b.database.db, kit.haze.id, 'Harbour Haze (new label)');
    for (const socket of [repOnA, watching]) {
      expect(await socket.next((message) => message.type === 'event' && message.event.type === 'catalogue.changed')).toMatchObject({
        event: { supplierId: kit.brewery.id, productIds: [kit.haze.id] },
      });
    }

    const venueOnA = keep(await TestSocket.of(kit.a, kit.staff, [kit.venue.id]));
    await createOnTapEntry(kit.b.database.db, { venueId: kit.venue.id, productId: kit.haze.id, tapNumber: 7 });
    expect(await venueOnA.next((message) => message.type === 'event' && message.event.type === 'on-tap.changed')).toMatchObject({
      event: { venueId: kit.venue.id },
    });
    expect(rivalOnB.events()).toEqual([]);
  });

  it("lets a visitor's tab (no token) watch a venue's tap list and a product, and hear nothing else", async () => {
    const visitor = keep(await TestSocket.open(kit.b));
    visitor.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    expect(await visitor.next((message) => message.type === 'ready')).toEqual({ type: 'ready', userId: null });
    visitor.send({ type: 'watch', productIds: [kit.haze.id], venueIds: [kit.venue.id] });
    visitor.send({ type: 'ping' });
    await visitor.next((message) => message.type === 'pong');

    const pils = await createProduct(kit.a.database.db, { supplierId: kit.brewery.id, name: 'Harbour Pils' });
    await createOnTapEntry(kit.a.database.db, { venueId: kit.venue.id, productId: pils.id, tapNumber: 8 });
    expect(await visitor.next((message) => message.type === 'event' && message.event.type === 'on-tap.changed')).toMatchObject({
      event: { venueId: kit.venue.id },
    });
    await renameProduct(kit.a.database.db, kit.haze.id, 'Harbour Haze (visitor)');
    await visitor.next((message) => message.type === 'event' && message.event.type === 'catalogue.changed');
    // an order between the venue and the brewery is private: the visitor watching both hears nothing of it
    const repOnB = keep(await TestSocket.of(kit.b, kit.rep, [kit.brewery.id]));
    const order = await placeOrder(kit.a, kit.staff);
    // the rep's socket on the same instance has it, so the visitor's would have too
    await repOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed' && message.event.orderId === order.id);
    expect(visitor.events().filter((event) => event.type !== 'on-tap.changed' && event.type !== 'catalogue.changed')).toEqual([]);
    repOnB.close();

    // a visitor may not subscribe to an organisation: the socket closes
    visitor.send({ type: 'subscribe', organisationId: kit.venue.id });
    expect((await visitor.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it("limits one address's visitor sockets on an instance", async () => {
    const opened: TestSocket[] = [];
    for (let index = 0; index < 20; index += 1) {
      const visitor = keep(await TestSocket.open(kit.a));
      visitor.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
      await visitor.next((message) => message.type === 'ready');
      opened.push(visitor);
    }
    const oneTooMany = keep(await TestSocket.open(kit.a));
    oneTooMany.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    expect((await oneTooMany.closed).code).toBe(realtimeCloseCodes.badMessage);
    // a closed one frees its place
    opened[0]!.close();
    await opened[0]!.closed;
    const again = keep(await TestSocket.open(kit.a));
    again.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    await again.next((message) => message.type === 'ready');
    for (const visitor of [...opened, again]) visitor.close();
  });

  it('stops sending an organisation to someone removed from it, on either instance', async () => {
    const leaver = await signedInUser(kit.a);
    await call(kit.a, leaver, 'GET', '/api/me');
    await createMembership(kit.a.database.db, { organisationId: kit.rival.id, userId: leaver.userId, organisationRole: 'member' });
    const socket = keep(await TestSocket.of(kit.b, leaver, [kit.rival.id]));
    await removeMembership(kit.a.database.db, kit.rival.id, leaver.userId);
    expect(await socket.next((message) => message.type === 'unsubscribed')).toEqual({ type: 'unsubscribed', organisationId: kit.rival.id });
  });
});
