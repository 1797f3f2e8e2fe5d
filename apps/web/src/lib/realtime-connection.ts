import type { RealtimeClientMessage, RealtimeEvent, RealtimeServerMessage } from '@tapline/contracts';
import { REALTIME_HEARTBEAT_MS, realtimeCloseCodes } from '@tapline/contracts/realtime-constants';
import ReconnectingWebSocket from 'partysocket/ws';

// The browser's end of /api/realtime (decision 0109): one socket per tab that signs in with the access
// token in its first message, subscribes to the person's organisations, reconnects after any loss with growing,
// jittered delays, and says when what the tab shows may be stale (it reconnected, or the server asked).

export interface RealtimeConnectionOptions {
  /** ws(s)://…/api/realtime */
  url: string;
  /**
   * The current access token (refreshed when it is about to end); null once signed out, which ends the connection.
   * Absent for a visitor's connection, which signs in without one and may only watch public things.
   */
  accessToken?: () => Promise<string | null>;
  functionsKey: () => Promise<string>;
  onEvent: (event: RealtimeEvent) => void;
  /** events may have been missed: refetch what is shown */
  onResync: () => void;
  /** the server confirmed a subscription (on each new socket) */
  onSubscribed?: (organisationId: string) => void;
  /** Node's `ws` in tests; the browser's WebSocket otherwise */
  WebSocket?: typeof globalThis.WebSocket;
  /** the first retry's delay; each further one waits 1.5 times longer, up to maxDelayMs, plus up to as much again at random */
  minDelayMs?: number;
  maxDelayMs?: number;
  heartbeatMs?: number;
}

/** an answer to a ping must come within this long, or the socket is presumed dead and replaced */
const PONG_WAIT_MS = 10_000;

export class RealtimeConnection {
  private readonly socket: ReconnectingWebSocket;
  private readonly organisations = new Set<string>();
  private products: string[] = [];
  private venues: string[] = [];
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  /** signed in on some socket before: a later socket's `ready` means events may have been missed */
  private readyOnce = false;
  /** the current socket is signed in (its subscriptions sent) */
  private ready = false;
  private socketSignedIn = false;
  private attempt = 0;
  private closed = false;

  constructor(private readonly options: RealtimeConnectionOptions) {
    const minDelay = options.minDelayMs ?? 1000;
    const maxDelay = options.maxDelayMs ?? 30_000;
    // partysocket grows the delay; the jitter (so a restarted server is not met by every tab at once) is added here
    const url = async () => {
      if (this.attempt > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(maxDelay, minDelay * 1.5 ** this.attempt)));
      this.attempt += 1;
      return options.url;
    };
    this.socket = new ReconnectingWebSocket(url, [], {
      WebSocket: options.WebSocket,
      minReconnectionDelay: minDelay,
      maxReconnectionDelay: maxDelay,
      reconnectionDelayGrowFactor: 1.5,
      connectionTimeout: 10_000,
    });
    this.socket.addEventListener('open', () => {
      this.socketSignedIn = false;
      void this.signIn();
    });
    this.socket.addEventListener('message', (message: MessageEvent) => this.receive(message.data));
    this.socket.addEventListener('close', () => {
      this.ready = false;
      clearTimeout(this.pongTimer);
    });
    this.heartbeat = setInterval(() => this.ping(), options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  }

  /** Hears the organisation's events from now on (and after every reconnect). */
  subscribe(organisationId: string): void {
    if (this.organisations.has(organisationId)) return;
    this.organisations.add(organisationId);
    if (this.ready) this.send({ type: 'subscribe', organisationId });
  }

  unsubscribe(organisationId: string): void {
    if (!this.organisations.delete(organisationId)) return;
    if (this.ready) this.send({ type: 'unsubscribe', organisationId });
  }

  /**
   * The products and venues the tab shows now (their catalogue and tap list changes come too), in place of the
   * ones before.
   */
  watch(productIds: readonly string[], venueIds: readonly string[] = []): void {
    this.products = [...productIds];
    this.venues = [...venueIds];
    if (this.ready) this.sendWatch();
  }

  /** The token was refreshed: the server gets the new one before the old one runs out. */
  refreshToken(): void {
    if (this.ready) void this.signIn();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.pongTimer);
    this.socket.close();
  }

  private async signIn() {
    const { accessToken: currentToken } = this.options;
    const [accessToken, functionsKey] = await Promise.all([currentToken ? currentToken() : undefined, this.options.functionsKey()]);
    if (this.closed) return;
    if (accessToken === null) return this.close();
    this.send(accessToken === undefined ? { type: 'auth', functionsKey } : { type: 'auth', accessToken, functionsKey });
  }

  private sendWatch() {
    this.send({ type: 'watch', productIds: this.products, venueIds: this.venues });
  }

  private send(message: RealtimeClientMessage) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private ping() {
    if (!this.ready) return;
    this.send({ type: 'ping' });
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => this.socket.reconnect(realtimeCloseCodes.goingAway, 'no answer to a ping'), PONG_WAIT_MS);
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(data) as RealtimeServerMessage;
    } catch {
      return;
    }
    // anything from the server shows the socket is alive
    clearTimeout(this.pongTimer);
    switch (message.type) {
      case 'ready': {
        // the first `ready` of a socket (not one answering a refreshed token): subscribe, and after a reconnect catch up
        if (!this.socketSignedIn) {
          this.socketSignedIn = true;
          this.ready = true;
          this.attempt = 0;
          for (const organisationId of this.organisations) this.send({ type: 'subscribe', organisationId });
          if (this.products.length > 0 || this.venues.length > 0) this.sendWatch();
          if (this.readyOnce) this.options.onResync();
          this.readyOnce = true;
        }
        return;
      }
      case 'event':
        return this.options.onEvent(message.event);
      case 'resync':
        return this.options.onResync();
      case 'subscribed':
        return this.options.onSubscribed?.(message.organisationId);
      default:
        return;
    }
  }
}
