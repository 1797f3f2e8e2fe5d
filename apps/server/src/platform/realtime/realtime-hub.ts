import type { RealtimeServerMessage } from '@tapline/contracts';
import { realtimeCloseCodes } from '@tapline/contracts';
import type { WebSocket } from 'ws';
import type { RealtimeMessage } from './realtime-feed';

/** One open socket: who it is (once signed in) and what it hears. */
export interface RealtimeClient {
  socket: WebSocket;
  userId?: string | undefined;
  sessionId?: string | undefined;
  organisations: Set<string>;
  /** signed in without a token: a visitor's tab, which may only watch public things */
  visitor: boolean;
  /** products open in the tab (public data) */
  products: Set<string>;
  /** venues whose tap list the tab shows (public data) */
  venues: Set<string>;
  /** answered the last ping (or sent something) */
  alive: boolean;
}

/** a socket whose unsent data passes this is not reading: it is dropped rather than buffered without end */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function addTo(index: Map<string, Set<RealtimeClient>>, key: string, client: RealtimeClient) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(client);
}

function removeFrom(index: Map<string, Set<RealtimeClient>>, key: string, client: RealtimeClient) {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

/**
 * This instance's open sockets, indexed by person, organisation, watched product and watched venue, and the routing
 * of what the feed tells every instance (decision 0109): an event goes only to the sockets of the organisations or
 * people it names, a catalogue change also to the tabs watching one of its products, and a tap list change also to
 * the tabs watching the venue (both public data, so a visitor's tab may watch them).
 */
export class RealtimeHub {
  private readonly clients = new Set<RealtimeClient>();
  private readonly byUser = new Map<string, Set<RealtimeClient>>();
  private readonly byOrganisation = new Map<string, Set<RealtimeClient>>();
  private readonly byProduct = new Map<string, Set<RealtimeClient>>();
  private readonly byVenue = new Map<string, Set<RealtimeClient>>();

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket): RealtimeClient {
    const client: RealtimeClient = {
      socket,
      visitor: false,
      organisations: new Set(),
      products: new Set(),
      venues: new Set(),
      alive: true,
    };
    this.clients.add(client);
    return client;
  }

  remove(client: RealtimeClient): void {
    this.clients.delete(client);
    if (client.userId) removeFrom(this.byUser, client.userId, client);
    for (const organisationId of client.organisations) removeFrom(this.byOrganisation, organisationId, client);
    for (const productId of client.products) removeFrom(this.byProduct, productId, client);
    for (const venueId of client.venues) removeFrom(this.byVenue, venueId, client);
  }

  signedIn(client: RealtimeClient, userId: string, sessionId: string | undefined): void {
    client.userId = userId;
    client.sessionId = sessionId;
    addTo(this.byUser, userId, client);
  }

  subscribe(client: RealtimeClient, organisationId: string): void {
    client.organisations.add(organisationId);
    addTo(this.byOrganisation, organisationId, client);
  }

  unsubscribe(client: RealtimeClient, organisationId: string): void {
    client.organisations.delete(organisationId);
    removeFrom(this.byOrganisation, organisationId, client);
  }

  /** The products and venues the tab shows now, in place of the ones before. */
  watch(client: RealtimeClient, productIds: readonly string[], venueIds: readonly string[]): void {
    for (const productId of client.products) removeFrom(this.byProduct, productId, client);
    client.products = new Set(productIds);
    for (const productId of client.products) addTo(this.byProduct, productId, client);
    for (const venueId of client.venues) removeFrom(this.byVenue, venueId, client);
    client.venues = new Set(venueIds);
    for (const venueId of client.venues) addTo(this.byVenue, venueId, client);
  }

  /** the sockets watching the venue's tap list (for tests and metrics) */
  watchersOfVenue(venueId: string): ReadonlySet<RealtimeClient> {
    return this.byVenue.get(venueId) ?? new Set();
  }

  send(client: RealtimeClient, message: RealtimeServerMessage): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  }

  /** What the feed told every instance: an event to the sockets it names, or a control acted on here. */
  deliver(message: RealtimeMessage): void {
    switch (message.type) {
      case 'session.ended':
        for (const client of this.clients) {
          if (client.sessionId === message.sessionId)
            client.socket.close(realtimeCloseCodes.unauthorized, 'The session has ended: sign in again');
        }
        return;
      case 'membership.ended':
        for (const client of this.byUser.get(message.userId) ?? []) {
          if (!client.organisations.has(message.organisationId)) continue;
          this.unsubscribe(client, message.organisationId);
          this.send(client, { type: 'unsubscribed', organisationId: message.organisationId });
        }
        return;
      default: {
        const to = new Set<RealtimeClient>();
        if ('organisationIds' in message)
          for (const id of message.organisationIds) for (const client of this.byOrganisation.get(id) ?? []) to.add(client);
        if ('userId' in message) for (const client of this.byUser.get(message.userId) ?? []) to.add(client);
        if ('userIds' in message) for (const id of message.userIds) for (const client of this.byUser.get(id) ?? []) to.add(client);
        if ('productIds' in message) for (const id of message.productIds) for (const client of this.byProduct.get(id) ?? []) to.add(client);
        if (message.type === 'on-tap.changed') for (const client of this.byVenue.get(message.venueId) ?? []) to.add(client);
        for (const client of to) this.send(client, { type: 'event', event: message });
      }
    }
  }

  /** Every socket is told to refetch what it shows: the feed was interrupted and events may have been lost. */
  resync(): void {
    for (const client of this.clients) if (client.userId || client.visitor) this.send(client, { type: 'resync' });
  }

  /** The heartbeat: a socket that did not answer the last ping is dropped, the others are pinged. */
  beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  closeAll(code: number, reason: string): void {
    for (const client of this.clients) client.socket.close(code, reason);
  }
}
