import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Cart, realtimeCloseCodes, type RealtimeEvent, type RealtimeServerMessage } from '@tapline/contracts';
import { createMembership, createOnTapEntry, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { callAs, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { orderThrough } from '../../../test/support/checkout-kit';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';
import { eventVersion, publishRealtime } from './realtime-feed';
import { removeMembership, renameProduct } from '../../../test/support/queries/realtime-testing.queries';
// the web app's own client, driven here against real instances
import { RealtimeConnection } from '../../../../web/src/lib/realtime-connection';

// Events reach the sockets of the organisations involved, on whichever instance, and nobody else's.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let a: TestApp;
let b: TestApp;
let staff: Person;
let rep: Person;
let rivalRep: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let rival: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let haze: Awaited<ReturnType<typeof createProduct>>;

const HEARTBEAT_MS = 300;

/** A socket to `app`'s /api/realtime that keeps what it is sent. */
class TestSocket {
  readonly messages: RealtimeServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(app: TestApp): Promise<TestSocket> {
    const socket = new WebSocket(`${app.baseUrl!.replace('http', 'ws')}/api/realtime`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new TestSocket(socket);
  }

  /** signed in as `person`, subscribed to `organisationIds` */
  static async of(app: TestApp, person: Person, organisationIds: string[] = []): Promise<TestSocket> {
    const test = await TestSocket.open(app);
    test.send({ type: 'auth', accessToken: person.session.access_token, functionsKey: TEST_FUNCTIONS_KEY });
    await test.next((message) => message.type === 'ready');
    for (const organisationId of organisationIds) {
      test.send({ type: 'subscribe', organisationId });
      await test.next((message) => message.type === 'subscribed' && message.organisationId === organisationId);
    }
    return test;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** the first message so far (or to come within `ms`) that `matches` */
  async next(matches: (message: RealtimeServerMessage) => boolean, ms = 2000): Promise<RealtimeServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  events() {
    return this.messages.flatMap((message) => (message.type === 'event' ? [message.event] : []));
  }

  close(): void {
    this.socket.terminate();
  }
}

const call = (app: TestApp, person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  callAs(app, person, method, url, payload);

const placeOrder = (through: TestApp, person: Person) => orderThrough(through, person, venue.id, [{ skuId: keg.id, qty: 1 }]);

const sockets: TestSocket[] = [];
const keep = (socket: TestSocket) => (sockets.push(socket), socket);

beforeAll(async () => {
  a = await createTestApp({ listen: true, realtimeHeartbeatMs: HEARTBEAT_MS });
  // a second instance on the same database, through connections of its own
  b = await createTestApp({ listen: true, sameDatabaseAs: a, realtimeHeartbeatMs: HEARTBEAT_MS, auth: { publicUrl: a.baseUrl! } });
  const db = a.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  rival = await createSupplier(db, { name: 'Rival Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [staff, rep, rivalRep] = [await signedInUser(a), await signedInUser(a), await signedInUser(a)];
  for (const person of [staff, rep, rivalRep]) await call(a, person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: rival.id, userId: rivalRep.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b?.close();
  await a?.close();
});

describe('/api/realtime between instances', () => {
  it('brings an order placed through one instance to the supplier on the other within 2 s, and its acceptance back to the venue; another supplier hears nothing', async () => {
    const repOnB = keep(await TestSocket.of(b, rep, [brewery.id]));
    const staffOnB = keep(await TestSocket.of(b, staff, [venue.id]));
    const rivalOnA = keep(await TestSocket.of(a, rivalRep, [rival.id]));
    const rivalOnB = keep(await TestSocket.of(b, rivalRep, [rival.id]));

    const placedAt = Date.now();
    const order = await placeOrder(a, staff);
    const supplierOrderId = order.supplierOrders[0]!.id;
    const placed = await repOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect(Date.now() - placedAt).toBeLessThan(2000);
    expect(placed).toMatchObject({
      event: { type: 'order.placed', supplierId: brewery.id, venueId: venue.id, orderId: order.id, supplierOrderId },
    });
    // and the bell: the rep was notified (the one who ordered was not)
    const notified = await repOnB.next((message) => message.type === 'event' && message.event.type === 'notification.created');
    expect(notified).toMatchObject({ event: { userIds: [rep.userId] } });

    expect((await call(a, rep, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, {})).statusCode).toBe(200);
    const changed = await staffOnB.next((message) => message.type === 'event' && message.event.type === 'supplier-order.changed');
    expect(changed).toMatchObject({ event: { type: 'supplier-order.changed', supplierOrderId, orderId: order.id } });

    // both events have been delivered on both instances by now; the rival's sockets were told nothing
    await staffOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect([...rivalOnA.events(), ...rivalOnB.events()]).toEqual([]);
  });

  it("refuses an organisation the person doesn't belong to, and then sends it nothing", async () => {
    const intruder = keep(await TestSocket.of(a, rivalRep));
    intruder.send({ type: 'subscribe', organisationId: brewery.id });
    expect(await intruder.next((message) => message.type === 'error')).toMatchObject({ code: 'forbidden', organisationId: brewery.id });
    const repOnA = keep(await TestSocket.of(a, rep, [brewery.id]));
    await placeOrder(b, staff);
    await repOnA.next((message) => message.type === 'event' && message.event.type === 'order.placed');
    expect(intruder.events()).toEqual([]);
  });

  it("follows the person's cart in their other tabs, and no one else's", async () => {
    const tab = keep(await TestSocket.of(b, staff));
    const someoneElse = keep(await TestSocket.of(b, rep, [brewery.id]));
    parseAnswer(await call(a, staff, 'POST', '/api/cart/items', { venueId: venue.id, skuId: keg.id, qty: 2 }), 200, Cart);
    expect(await tab.next((message) => message.type === 'event' && message.event.type === 'cart.changed')).toMatchObject({
      event: { userId: staff.userId, venueId: venue.id },
    });
    await call(a, staff, 'DELETE', `/api/users/${staff.userId}/cart?venueId=${venue.id}`);
    await tab.next((message) => message.type === 'event' && message.event.type === 'cart.changed' && tab.events().length === 2);
    expect(someoneElse.events()).toEqual([]);
  });

  it('sends nothing for a change that rolled back', async () => {
    const repOnA = keep(await TestSocket.of(a, rep, [brewery.id]));
    const event = {
      type: 'order.placed' as const,
      organisationIds: [brewery.id],
      venueId: venue.id,
      supplierId: brewery.id,
      orderId: randomUUID(),
      supplierOrderId: randomUUID(),
    };
    await expect(
      b.database.db.transaction(async (tx) => {
        await publishRealtime(tx, [{ ...event, version: eventVersion() }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const committed = { ...event, orderId: randomUUID(), version: eventVersion() };
    await b.database.db.transaction((tx) => publishRealtime(tx, [committed]));
    await repOnA.next(
      (message) => message.type === 'event' && message.event.type === 'order.placed' && message.event.orderId === committed.orderId,
    );
    expect(repOnA.events().map((received) => (received as { orderId: string }).orderId)).toEqual([committed.orderId]);
  });

  it('brings a catalogue change to its supplier and to the tabs watching the product, and an On Tap change to the venue; others hear nothing', async () => {
    const repOnA = keep(await TestSocket.of(a, rep, [brewery.id]));
    const watching = keep(await TestSocket.of(b, staff));
    watching.send({ type: 'watch', productIds: [haze.id] });
    const rivalOnB = keep(await TestSocket.of(b, rivalRep, [rival.id]));
    // the watch is in place once a later message has been answered
    watching.send({ type: 'ping' });
    await watching.next((message) => message.type === 'pong');

    await renameProduct(b.database.db, haze.id, 'Harbour Haze (new label)');
    for (const socket of [repOnA, watching]) {
      expect(await socket.next((message) => message.type === 'event' && message.event.type === 'catalogue.changed')).toMatchObject({
        event: { supplierId: brewery.id, productIds: [haze.id] },
      });
    }

    const venueOnA = keep(await TestSocket.of(a, staff, [venue.id]));
    await createOnTapEntry(b.database.db, { venueId: venue.id, productId: haze.id, tapNumber: 7 });
    expect(await venueOnA.next((message) => message.type === 'event' && message.event.type === 'on-tap.changed')).toMatchObject({
      event: { venueId: venue.id },
    });
    expect(rivalOnB.events()).toEqual([]);
  });

  it("lets a visitor's tab (no token) watch a venue's tap list and a product, and hear nothing else", async () => {
    const visitor = keep(await TestSocket.open(b));
    visitor.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    expect(await visitor.next((message) => message.type === 'ready')).toEqual({ type: 'ready', userId: null });
    visitor.send({ type: 'watch', productIds: [haze.id], venueIds: [venue.id] });
    visitor.send({ type: 'ping' });
    await visitor.next((message) => message.type === 'pong');

    const pils = await createProduct(a.database.db, { supplierId: brewery.id, name: 'Harbour Pils' });
    await createOnTapEntry(a.database.db, { venueId: venue.id, productId: pils.id, tapNumber: 8 });
    expect(await visitor.next((message) => message.type === 'event' && message.event.type === 'on-tap.changed')).toMatchObject({
      event: { venueId: venue.id },
    });
    await renameProduct(a.database.db, haze.id, 'Harbour Haze (visitor)');
    await visitor.next((message) => message.type === 'event' && message.event.type === 'catalogue.changed');
    // an order between the venue and the brewery is private: the visitor watching both hears nothing of it
    const repOnB = keep(await TestSocket.of(b, rep, [brewery.id]));
    const order = await placeOrder(a, staff);
    // the rep's socket on the same instance has it, so the visitor's would have too
    await repOnB.next((message) => message.type === 'event' && message.event.type === 'order.placed' && message.event.orderId === order.id);
    expect(visitor.events().filter((event) => event.type !== 'on-tap.changed' && event.type !== 'catalogue.changed')).toEqual([]);
    repOnB.close();

    // a visitor may not subscribe to an organisation: the socket closes
    visitor.send({ type: 'subscribe', organisationId: venue.id });
    expect((await visitor.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it("limits one address's visitor sockets on an instance", async () => {
    const opened: TestSocket[] = [];
    for (let index = 0; index < 20; index += 1) {
      const visitor = keep(await TestSocket.open(a));
      visitor.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
      await visitor.next((message) => message.type === 'ready');
      opened.push(visitor);
    }
    const oneTooMany = keep(await TestSocket.open(a));
    oneTooMany.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    expect((await oneTooMany.closed).code).toBe(realtimeCloseCodes.badMessage);
    // a closed one frees its place
    opened[0]!.close();
    await opened[0]!.closed;
    const again = keep(await TestSocket.open(a));
    again.send({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY });
    await again.next((message) => message.type === 'ready');
    for (const visitor of [...opened, again]) visitor.close();
  });

  it('stops sending an organisation to someone removed from it, on either instance', async () => {
    const leaver = await signedInUser(a);
    await call(a, leaver, 'GET', '/api/me');
    await createMembership(a.database.db, { organisationId: rival.id, userId: leaver.userId, organisationRole: 'member' });
    const socket = keep(await TestSocket.of(b, leaver, [rival.id]));
    await removeMembership(a.database.db, rival.id, leaver.userId);
    expect(await socket.next((message) => message.type === 'unsubscribed')).toEqual({ type: 'unsubscribed', organisationId: rival.id });
  });
});

describe('/api/realtime sign-in and health', () => {
  it('closes a socket whose session is signed out, on the other instance too', async () => {
    const leaving = await signedInUser(a);
    await call(a, leaving, 'GET', '/api/me');
    const socket = keep(await TestSocket.of(b, leaving));
    expect((await leaving.client.auth.signOut()).error).toBeNull();
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it('refuses a wrong app key, a bad token, a message before signing in, and a message that is not ours', async () => {
    const cases: [unknown, number][] = [
      [{ type: 'auth', accessToken: staff.session.access_token, functionsKey: 'wrong' }, realtimeCloseCodes.unauthorized],
      [{ type: 'auth', accessToken: 'not-a-token', functionsKey: TEST_FUNCTIONS_KEY }, realtimeCloseCodes.unauthorized],
      [{ type: 'subscribe', organisationId: venue.id }, realtimeCloseCodes.unauthorized],
      ['{"type":"subscribe","organisationId":"not-a-uuid"}', realtimeCloseCodes.badMessage],
      ['not json', realtimeCloseCodes.badMessage],
    ];
    for (const [message, code] of cases) {
      const socket = keep(await TestSocket.open(a));
      socket.send(message);
      expect((await socket.closed).code, JSON.stringify(message)).toBe(code);
    }
  });

  it("takes the person's refreshed token on the same socket, and closes it when another person's is sent", async () => {
    const person = await signedInUser(a);
    await call(a, person, 'GET', '/api/me');
    const socket = keep(await TestSocket.of(a, person));
    const refreshed = await person.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.access_token).not.toBe(person.session.access_token);
    socket.send({ type: 'auth', accessToken: refreshed.data.session!.access_token, functionsKey: TEST_FUNCTIONS_KEY });
    await expect.poll(() => socket.messages.filter((message) => message.type === 'ready').length).toBe(2);
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.send({ type: 'auth', accessToken: staff.session.access_token, functionsKey: TEST_FUNCTIONS_KEY });
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it('closes a socket whose token ran out without a new one', async () => {
    const shortLived = await createTestApp({ listen: true, auth: { jwtExpirySeconds: 2 } });
    try {
      const person = await signedInUser(shortLived);
      const socket = await TestSocket.of(shortLived, person);
      const opened = Date.now();
      const { code, reason } = await socket.closed;
      expect(code).toBe(realtimeCloseCodes.unauthorized);
      expect(reason).toContain('expired');
      expect(Date.now() - opened).toBeLessThan(3000);
    } finally {
      await shortLived.close();
    }
  });

  it('answers pings, and drops a socket that stops answering the heartbeat', async () => {
    const socket = keep(await TestSocket.of(a, staff));
    socket.send({ type: 'ping' });
    await socket.next((message) => message.type === 'pong');
    // alive through several heartbeats while it answers them
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    // a client that stopped reading (a laptop asleep, a dead network) answers nothing: the server drops it
    const open = a.app.realtimeHub.size;
    (socket.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await expect.poll(() => a.app.realtimeHub.size, { timeout: HEARTBEAT_MS * 10 }).toBe(open - 1);
  });
});

describe("the web app's realtime client", () => {
  it('reconnects after its connection is dropped, says it must catch up, and hears the next events', async () => {
    const events: RealtimeEvent[] = [];
    let resyncs = 0;
    let subscriptions = 0;
    const connection = new RealtimeConnection({
      url: `${b.baseUrl!.replace('http', 'ws')}/api/realtime`,
      accessToken: async () => rep.session.access_token,
      functionsKey: async () => TEST_FUNCTIONS_KEY,
      onEvent: (event) => events.push(event),
      onResync: () => (resyncs += 1),
      onSubscribed: () => (subscriptions += 1),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      minDelayMs: 50,
      maxDelayMs: 200,
    });
    try {
      connection.subscribe(brewery.id);
      await expect.poll(() => subscriptions).toBe(1);
      const first = await placeOrder(a, staff);
      await expect.poll(() => events.some((event) => event.type === 'order.placed' && event.orderId === first.id)).toBe(true);
      expect(resyncs).toBe(0);

      // instance B restarts its sockets (a deploy, a dropped network): what happens meanwhile is missed
      b.app.realtimeHub.closeAll(1012, 'restarting');
      await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
      // subscribed again on the new socket
      await expect.poll(() => subscriptions).toBe(2);
      const second = await placeOrder(a, staff);
      await expect.poll(() => events.some((event) => event.type === 'order.placed' && event.orderId === second.id)).toBe(true);
    } finally {
      connection.close();
    }
  });

  it('watches a venue as a visitor (no token) and hears its tap list change, again after a reconnect', async () => {
    const events: RealtimeEvent[] = [];
    let resyncs = 0;
    const connection = new RealtimeConnection({
      url: `${a.baseUrl!.replace('http', 'ws')}/api/realtime`,
      functionsKey: async () => TEST_FUNCTIONS_KEY,
      onEvent: (event) => events.push(event),
      onResync: () => (resyncs += 1),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      minDelayMs: 50,
      maxDelayMs: 200,
    });
    const bar = await createVenue(a.database.db, { name: 'Visitor Bar' });
    try {
      connection.watch([], [bar.id]);
      // the watch is sent once the socket is ready; a change made after that arrives
      await expect.poll(() => [...a.app.realtimeHub.watchersOfVenue(bar.id)].length).toBe(1);
      await createOnTapEntry(b.database.db, { venueId: bar.id, productId: haze.id, tapNumber: 1 });
      await expect.poll(() => events.some((event) => event.type === 'on-tap.changed' && event.venueId === bar.id)).toBe(true);

      a.app.realtimeHub.closeAll(1012, 'restarting');
      await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
      await expect.poll(() => [...a.app.realtimeHub.watchersOfVenue(bar.id)].length).toBe(1);
      const count = events.length;
      await createOnTapEntry(b.database.db, {
        venueId: bar.id,
        productId: (await createProduct(a.database.db, { supplierId: brewery.id, name: 'Bar Lager' })).id,
        tapNumber: 2,
      });
      await expect.poll(() => events.slice(count).some((event) => event.type === 'on-tap.changed' && event.venueId === bar.id)).toBe(true);
    } finally {
      connection.close();
    }
  });
});
