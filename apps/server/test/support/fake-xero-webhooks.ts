/**
 * The fake Xero's webhook emitter (docs/protocols/xero.md, Webhooks and The fake Xero): INVOICE events in Xero's
 * envelope, signed with `x-xero-signature` = base64(HMAC-SHA256(raw body, webhook key)), POSTed to the configured URL
 * after the API call that caused them has been answered, retried a few times on failure. Test infrastructure only;
 * fake-xero.ts uses it.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface FakeWebhookConfig {
  /** where Xero would POST: the product's webhook route */
  url: string;
  /** the app's webhook key (Xero's developer portal shows it; the product verifies with it) */
  key: string;
  /** waits before each retry of a failed delivery; default 1 s, 3 s, 10 s (Xero retries for 24 hours) */
  retryDelaysMs?: number[];
}

interface FakeWebhookEvent {
  resourceUrl: string;
  resourceId: string;
  /** UTC without a zone suffix, as Xero sends it: 2026-07-21T03:15:39.902 */
  eventDateUtc: string;
  eventType: 'CREATE' | 'UPDATE';
  eventCategory: 'INVOICE';
  tenantId: string;
  tenantType: 'ORGANISATION';
}

interface FakeWebhookAttempt {
  at: string;
  /** the receiver's status; absent when the request failed (refused, timed out) */
  status?: number;
  error?: string;
}

export interface FakeWebhookDelivery {
  firstEventSequence: number;
  lastEventSequence: number;
  events: FakeWebhookEvent[];
  attempts: FakeWebhookAttempt[];
  /** the receiver answered 2xx */
  delivered: boolean;
}

export interface IntentToReceiveResult {
  url: string;
  correctlySigned: { status?: number; body: string; error?: string };
  incorrectlySigned: { status?: number; body: string; error?: string };
  /** Xero's rule: 200 with no body to the signed one, 401 to the other (docs/protocols/xero.md, Answers and intent to receive) */
  passed: boolean;
}

const TIMEOUT_MS = 5_000;
const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

function signature(body: string, key: string): string {
  return createHmac('sha256', key).update(body).digest('base64');
}

/** Xero's `entropy`: random upper-case letters. */
function entropy(): string {
  return [...randomBytes(20)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

export interface WebhookEmitter {
  configure(config: FakeWebhookConfig | undefined): void;
  configured(): FakeWebhookConfig | undefined;
  /** queues an INVOICE event; `flush()` sends what is queued as one batch */
  invoiceChanged(tenantId: string, invoiceId: string, eventType: FakeWebhookEvent['eventType']): void;
  /** sends the queued events (if any and if configured) asynchronously, retrying on failure */
  flush(): void;
  /** an intent-to-receive: one correctly and one incorrectly signed empty batch */
  intentToReceive(): Promise<IntentToReceiveResult>;
  deliveries(): FakeWebhookDelivery[];
  /** resolves once no delivery is in flight or waiting for a retry */
  settled(): Promise<void>;
  reset(): void;
  close(): void;
}

export function createWebhookEmitter(options: { apiBaseUrl: () => string; now: () => number; config?: FakeWebhookConfig }): WebhookEmitter {
  let config = options.config;
  let sequence = 0;
  let queued: FakeWebhookEvent[] = [];
  let deliveries: FakeWebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const controllers = new Set<AbortController>();
  let pending = 0;
  let idle: (() => void)[] = [];
  let closed = false;

  async function post(body: string, key: string, url: string): Promise<{ status?: number; body: string; error?: string }> {
    const controller = new AbortController();
    controllers.add(controller);
    const timeout = setTimeout(() => controller.abort(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-xero-signature': signature(body, key) },
        body,
        signal: controller.signal,
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return {
        body: '',
        error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error),
      };
    } finally {
      clearTimeout(timeout);
      controllers.delete(controller);
    }
  }

  function done() {
    pending -= 1;
    if (pending === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  }

  function attempt(delivery: FakeWebhookDelivery, body: string, target: FakeWebhookConfig) {
    void post(body, target.key, target.url).then((answer) => {
      if (closed) return;
      delivery.attempts.push({ at: new Date(options.now()).toISOString(), status: answer.status, error: answer.error });
      delivery.delivered = answer.status !== undefined && answer.status >= 200 && answer.status < 300;
      const delays = target.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      const wait = delays[delivery.attempts.length - 1];
      if (delivery.delivered || wait === undefined || !deliveries.includes(delivery)) return done();
      const timer = setTimeout(() => {
        timers.delete(timer);
        attempt(delivery, body, target);
      }, wait);
      timers.add(timer);
    });
  }

  return {
    configure(next) {
      config = next;
    },
    configured: () => config,
    invoiceChanged(tenantId, invoiceId, eventType) {
      queued.push({
        resourceUrl: `${options.apiBaseUrl()}/api.xro/2.0/Invoices/${invoiceId}`,
        resourceId: invoiceId,
        eventDateUtc: new Date(options.now()).toISOString().slice(0, -1),
        eventType,
        eventCategory: 'INVOICE',
        tenantId,
        tenantType: 'ORGANISATION',
      });
    },
    flush() {
      const events = queued;
      queued = [];
      const target = config;
      if (!target || events.length === 0) return;
      const delivery: FakeWebhookDelivery = {
        firstEventSequence: sequence + 1,
        lastEventSequence: sequence + events.length,
        events,
        attempts: [],
        delivered: false,
      };
      sequence += events.length;
      deliveries.push(delivery);
      const body = JSON.stringify({
        events,
        firstEventSequence: delivery.firstEventSequence,
        lastEventSequence: delivery.lastEventSequence,
        entropy: entropy(),
      });
      pending += 1;
      // on the next turn, so the API call that caused it is answered first
      const timer = setTimeout(() => {
        timers.delete(timer);
        attempt(delivery, body, target);
      }, 0);
      timers.add(timer);
    },
    async intentToReceive() {
      if (!config) throw new Error('no webhook configured');
      const body = JSON.stringify({ events: [], lastEventSequence: 0, firstEventSequence: 0, entropy: entropy() });
      const correctlySigned = await post(body, config.key, config.url);
      const incorrectlySigned = await post(body, `${config.key}-wrong`, config.url);
      return {
        url: config.url,
        correctlySigned,
        incorrectlySigned,
        passed: correctlySigned.status === 200 && correctlySigned.body === '' && incorrectlySigned.status === 401,
      };
    },
    deliveries: () => deliveries,
    settled: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve))),
    reset() {
      queued = [];
      deliveries = [];
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of controllers) controller.abort(new Error('fake Xero closed'));
      queued = [];
      pending = 0;
      for (const resolve of idle) resolve();
      idle = [];
    },
  };
}
