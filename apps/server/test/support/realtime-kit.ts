import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { callAs, signedInUser } from './auth-kit';
import { orderThrough } from './checkout-kit';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from './test-app';

// The realtime test files' common ground: two instances on one database, a venue, two suppliers (one of them a
// rival) with a product, the people of each, and test sockets that keep what they are sent.

export type Person = Awaited<ReturnType<typeof signedInUser>>;

export const HEARTBEAT_MS = 300;

/** A socket to `app`'s /api/realtime that keeps what it is sent. */
export class TestSocket {
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

  /**
   * the first message so far (or to come within `ms`) that `matches`: a wait for what must come, not a timing (how
   * fast events travel is the realtime bench's, docs/performance.md); 10 s, as a loaded machine took over 2
   */
  async next(matches: (message: RealtimeServerMessage) => boolean, ms = 10_000): Promise<RealtimeServerMessage> {
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

interface Kit {
  a: TestApp;
  b: TestApp;
  staff: Person;
  rep: Person;
  rivalRep: Person;
  venue: Awaited<ReturnType<typeof createVenue>>;
  brewery: Awaited<ReturnType<typeof createSupplier>>;
  rival: Awaited<ReturnType<typeof createSupplier>>;
  keg: Awaited<ReturnType<typeof createSku>>;
  haze: Awaited<ReturnType<typeof createProduct>>;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function realtimeTestKit() {
  const kit = {} as Kit;

  const call = (app: TestApp, person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    callAs(app, person, method, url, payload);

  const placeOrder = (through: TestApp, person: Person) => orderThrough(through, person, kit.venue.id, [{ skuId: kit.keg.id, qty: 1 }]);

  const sockets: TestSocket[] = [];
  const keep = (socket: TestSocket) => (sockets.push(socket), socket);

  beforeAll(async () => {
    kit.a = await createTestApp({ listen: true, realtimeHeartbeatMs: HEARTBEAT_MS });
    // a second instance on the same database, through connections of its own
    kit.b = await createTestApp({
      listen: true,
      sameDatabaseAs: kit.a,
      realtimeHeartbeatMs: HEARTBEAT_MS,
      auth: { publicUrl: kit.a.baseUrl! },
    });
    const db = kit.a.database.db;
    kit.brewery = await createSupplier(db, { name: 'Harbour Brewing' });
    kit.rival = await createSupplier(db, { name: 'Rival Brewing' });
    kit.venue = await createVenue(db, { name: 'The Local' });
    kit.haze = await createProduct(db, { supplierId: kit.brewery.id, name: 'Harbour Haze' });
    kit.keg = await createSku(db, {
      productId: kit.haze.id,
      supplierId: kit.brewery.id,
      code: 'HH-K50',
      name: '50 L keg',
      unitPriceCents: 30_000,
    });
    [kit.staff, kit.rep, kit.rivalRep] = [await signedInUser(kit.a), await signedInUser(kit.a), await signedInUser(kit.a)];
    for (const person of [kit.staff, kit.rep, kit.rivalRep]) await call(kit.a, person, 'GET', '/api/me');
    await createMembership(db, { organisationId: kit.venue.id, userId: kit.staff.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: kit.brewery.id, userId: kit.rep.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: kit.rival.id, userId: kit.rivalRep.userId, organisationRole: 'owner' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await kit.b?.close();
    await kit.a?.close();
  });

  return { kit, call, placeOrder, keep };
}
