import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@tapline/contracts';
import { createOnTapEntry, createProduct, createVenue } from '@tapline/db/testing';
import { realtimeTestKit } from '../../../test/support/realtime-kit';
import { TEST_FUNCTIONS_KEY } from '../../../test/support/test-app';
// the web app's own client, driven here against real instances
import { RealtimeConnection } from '../../../../web/src/lib/realtime-connection';

const { kit, placeOrder } = realtimeTestKit();

describe("the web app's realtime client", () => {
  it('reconnects after its connection is dropped, says it must catch up, and hears the next events', async () => {
    const events: RealtimeEvent[] = [];
    let resyncs = 0;
    let subscriptions = 0;
    const connection = new RealtimeConnection({
      url: `${kit.b.baseUrl!.replace('http', 'ws')}/api/realtime`,
      accessToken: async () => kit.rep.session.access_token,
      functionsKey: async () => TEST_FUNCTIONS_KEY,
      onEvent: (event) => events.push(event),
      onResync: () => (resyncs += 1),
      onSubscribed: () => (subscriptions += 1),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      minDelayMs: 50,
      maxDelayMs: 200,
    });
    try {
      connection.subscribe(kit.brewery.id);
      await expect.poll(() => subscriptions).toBe(1);
      const first = await placeOrder(kit.a, kit.staff);
      await expect.poll(() => events.some((event) => event.type === 'order.placed' && event.orderId === first.id)).toBe(true);
      expect(resyncs).toBe(0);

      // instance B restarts its sockets (a deploy, a dropped network): what happens meanwhile is missed
      kit.b.app.realtimeHub.closeAll(1012, 'restarting');
      await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
      // subscribed again on the new socket
      await expect.poll(() => subscriptions).toBe(2);
      const second = await placeOrder(kit.a, kit.staff);
      await expect.poll(() => events.some((event) => event.type === 'order.placed' && event.orderId === second.id)).toBe(true);
    } finally {
      connection.close();
    }
  });

  it('watches a venue as a visitor (no token) and hears its tap list change, again after a reconnect', async () => {
    const events: RealtimeEvent[] = [];
    let resyncs = 0;
    const connection = new RealtimeConnection({
      url: `${kit.a.baseUrl!.replace('http', 'ws')}/api/realtime`,
      functionsKey: async () => TEST_FUNCTIONS_KEY,
      onEvent: (event) => events.push(event),
      onResync: () => (resyncs += 1),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      minDelayMs: 50,
      maxDelayMs: 200,
    });
    const bar = await createVenue(kit.a.database.db, { name: 'Visitor Bar' });
    try {
      connection.watch([], [bar.id]);
      // the watch is sent once the socket is ready; a change made after that arrives
      await expect.poll(() => [...kit.a.app.realtimeHub.watchersOfVenue(bar.id)].length).toBe(1);
      await createOnTapEntry(kit.b.database.db, { venueId: bar.id, productId: kit.haze.id, tapNumber: 1 });
      await expect.poll(() => events.some((event) => event.type === 'on-tap.changed' && event.venueId === bar.id)).toBe(true);

      kit.a.app.realtimeHub.closeAll(1012, 'restarting');
      await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
      await expect.poll(() => [...kit.a.app.realtimeHub.watchersOfVenue(bar.id)].length).toBe(1);
      const count = events.length;
      await createOnTapEntry(kit.b.database.db, {
        venueId: bar.id,
        productId: (await createProduct(kit.a.database.db, { supplierId: kit.brewery.id, name: 'Bar Lager' })).id,
        tapNumber: 2,
      });
      await expect.poll(() => events.slice(count).some((event) => event.type === 'on-tap.changed' && event.venueId === bar.id)).toBe(true);
    } finally {
      connection.close();
    }
  });
});
