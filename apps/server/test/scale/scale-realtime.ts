import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { Order, RealtimeEvent } from '@tapline/contracts';
// the web app's own client, with its reconnect delays as in the browser
import { RealtimeConnection } from '../../../web/src/lib/realtime-connection';
import { servedByOf } from './haproxy-config';
import type { ApiClient } from './scale-client';
import type { Fixtures } from './scale-fixtures';
import { waitFor } from './scale-stack';

// Live subscriptions through the proxy: a supplier's member listening to its orders on several sockets, each
// knowing which instance took its current socket (HAProxy's x-served-by on the 101 answer).

export class Subscriber {
  /** the instance that took the current socket */
  servedBy: string | undefined;
  /** when each socket was subscribed (the first, then one per reconnect) */
  readonly subscribedAt: number[] = [];
  /** each socket's close: when, and with which code */
  readonly closes: { at: number; code: number }[] = [];
  readonly events: { event: RealtimeEvent; at: number }[] = [];
  private readonly connection: RealtimeConnection;

  constructor(proxyUrl: string, token: string, functionsKey: string, supplierId: string) {
    const noteServer = (instance: string | undefined) => (this.servedBy = instance);
    const noteClose = (code: number) => this.closes.push({ at: Date.now(), code });
    class TracedWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols);
        this.on('upgrade', (response) => noteServer(servedByOf(String(response.headers['x-served-by'])).instance));
        this.on('close', noteClose);
      }
    }
    this.connection = new RealtimeConnection({
      url: `${proxyUrl.replace('http', 'ws')}/api/realtime`,
      accessToken: async () => token,
      functionsKey: async () => functionsKey,
      onEvent: (event) => this.events.push({ event, at: Date.now() }),
      onResync: () => {},
      onSubscribed: () => this.subscribedAt.push(Date.now()),
      WebSocket: TracedWebSocket as unknown as typeof globalThis.WebSocket,
    });
    this.connection.subscribe(supplierId);
  }

  /** when it was subscribed again after `since` (a new socket), if it was */
  subscribedAfter(since: number): number | undefined {
    return this.subscribedAt.find((at) => at > since);
  }

  /** its socket's first close after `since`, if it was closed */
  closedAfter(since: number): { at: number; code: number } | undefined {
    return this.closes.find(({ at }) => at >= since);
  }

  heard(orderId: string): boolean {
    return this.events.some(({ event }) => event.type === 'order.placed' && event.orderId === orderId);
  }

  close(): void {
    this.connection.close();
  }
}

export class Subscribers {
  readonly all: Subscriber[] = [];

  constructor(
    private readonly proxyUrl: string,
    private readonly functionsKey: string,
    private readonly fixtures: Fixtures,
  ) {}

  async open(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) await this.openOne();
  }

  private async openOne(): Promise<Subscriber> {
    const { listener, supplierId } = this.fixtures.realtime;
    const subscriber = new Subscriber(this.proxyUrl, listener.token, this.functionsKey, supplierId);
    this.all.push(subscriber);
    await waitFor('a realtime subscription through the proxy', async () => subscriber.subscribedAt.length > 0, 15_000);
    return subscriber;
  }

  on(instance: string): Subscriber[] {
    return this.all.filter((subscriber) => subscriber.servedBy === instance);
  }

  /** opens sockets until one is on `instance` (round robin makes it the next one or so) */
  async ensureOneOn(instance: string): Promise<void> {
    for (let tries = 0; tries < 10 && this.on(instance).length === 0; tries += 1) await this.openOne();
    if (this.on(instance).length === 0) throw new Error(`no realtime socket landed on instance ${instance} in 10 tries`);
  }

  /**
   * The next order event after a restart: waits (at most `waitMs`) until the `dropped` sockets are subscribed again
   * after `since`, places an order through the proxy, and answers how many subscribers heard it within `hearMs` (from when it was sent).
   */
  async nextOrderHeard(client: ApiClient, dropped: Subscriber[], since: number, waitMs: number, hearMs: number) {
    await waitFor('dropped sockets subscribed again', async () => dropped.every((each) => each.subscribedAfter(since)), waitMs).catch(
      () => {},
    );
    const placedAt = Date.now();
    const orderId = await placeProbeOrder(client, this.fixtures);
    while (Date.now() - placedAt < hearMs && !this.all.every((each) => each.heard(orderId))) await sleep(50);
    const heardAt = this.all.flatMap((each) =>
      each.events.filter(({ event }) => event.type === 'order.placed' && event.orderId === orderId),
    );
    return {
      heardBy: this.all.filter((each) => each.heard(orderId)).length,
      listeners: this.all.length,
      slowestMs: Math.max(0, ...heardAt.map(({ at }) => at - placedAt)),
    };
  }

  closeAll(): void {
    for (const subscriber of this.all) subscriber.close();
  }
}

/** an order to the subscribers' supplier, from another venue's buyer, retried with its key until placed */
async function placeProbeOrder(client: ApiClient, fixtures: Fixtures): Promise<string> {
  const { buyer, venueId, skuId } = fixtures.realtime;
  const key = randomUUID();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const added = await client.call('probe-cart-add', 'POST', '/api/cart/items', {
      token: buyer.token,
      json: { venueId, skuId, qty: 1 },
      expect: [200],
    });
    if (!added.ok) continue;
    const placed = await client.call<Order>('probe-checkout', 'POST', `/api/users/${buyer.userId}/cart/checkout`, {
      token: buyer.token,
      headers: { 'idempotency-key': key },
      json: { userId: buyer.userId, venueId },
      expect: [201],
    });
    if (placed.ok) return placed.body.id;
    await sleep(300);
  }
  throw new Error('the probe order could not be placed');
}
