/**
 * A fake Xero for tests (docs/protocols/xero.md, The fake Xero): the login, identity and API hosts on one local origin, in
 * memory, speaking Xero's wire shapes. Started from tests on port 0 (`startFakeXero()`), and by the server itself
 * with XERO_FAKE=1 (dev-fake-xero.ts: `npm run dev`, the journeys). This file is its HTTP server and routing; its
 * login and identity side is fake-xero-identity.ts, its accounting API fake-xero-api.ts (books in
 * fake-xero-books.ts, rate limits in fake-xero-limits.ts), its `/__fake/...` routes the test-control API in
 * fake-xero-control.ts; its webhooks are fake-xero-webhooks.ts, its pages for a browser fake-xero-pages.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountingApi } from './fake-xero-api';
import { type FakeOrg, type FakeRecord, seedOrg } from './fake-xero-books';
import type { Answer, FakeXeroContext, Fault, RecordedRequest, State } from './fake-xero-context';
import { control } from './fake-xero-control';
import { createIdentity } from './fake-xero-identity';
import { createWebhookEmitter, type FakeWebhookConfig, type FakeWebhookDelivery } from './fake-xero-webhooks';
import { XERO_SCOPES, type XeroSettings } from '../../src/money/xero/xero-settings';

export interface FakeXeroOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUri?: string;
  /** calls per tenant per minute before a 429 (Xero: 60; tests use a few) */
  minuteLimit?: number;
  dayLimit?: number;
  /** the organisations the consenting user may pick; default one supplier and one venue */
  orgNames?: string[];
  /** send INVOICE webhooks here (docs/protocols/xero.md, Webhooks); can also be set later with `setWebhook` */
  webhook?: FakeWebhookConfig;
  /** listen on this port (default: a free one) */
  port?: number;
  /**
   * show a consent page (the organisations to allow, Allow access or Cancel) instead of consenting at once, for a
   * person in a browser (`npm run dev`, the journeys); `authorize-as` then only sets which boxes start ticked
   */
  consentPage?: boolean;
}

export interface FakeXero {
  /** the one base URL for login, identity and api */
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** the seeded organisations (tenant ids are stable until reset) */
  orgs(): FakeOrg[];
  /** recorded calls to the Xero endpoints (not `/__fake`), oldest first */
  requests(): RecordedRequest[];
  /** where INVOICE webhooks go from now on (undefined: none are sent) */
  setWebhook(config: FakeWebhookConfig | undefined): void;
  /** the webhook batches sent so far, with each attempt's answer */
  webhookDeliveries(): FakeWebhookDelivery[];
  /** resolves once no webhook delivery is in flight or waiting for a retry */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeXero(options: FakeXeroOptions = {}): Promise<FakeXero> {
  const clientId = options.clientId ?? 'FAKE-CLIENT-ID';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const redirectUri = options.redirectUri ?? 'http://127.0.0.1/auth/xero/callback';

  const fresh = (): State => ({
    orgs: (options.orgNames ?? ['Hop Valley Brewing', 'The Corner Bistro']).map((name) => seedOrg(name)),
    codes: new Map(),
    grants: new Map(),
    accessTokens: new Map(),
    connections: [],
    idempotency: new Map(),
    counters: new Map(),
    faults: [],
    requests: [],
    authorizeAs: {},
    clockOffsetMs: 0,
    limits: { minute: options.minuteLimit ?? 60, day: options.dayLimit ?? 5000 },
  });
  const now = () => Date.now() + ctx.state.clockOffsetMs;
  let baseUrl = '';
  const webhooks = createWebhookEmitter({ apiBaseUrl: () => baseUrl, now, config: options.webhook });
  const ctx: FakeXeroContext = {
    clientId,
    clientSecret,
    redirectUri,
    consentPage: options.consentPage === true,
    state: fresh(),
    fresh,
    now,
    webhooks,
  };
  const { authorize, token, revoke, connections, bearer } = createIdentity(ctx);
  const api = createAccountingApi(ctx, bearer);

  function takeFault(method: string, path: string, tenantId: unknown): Fault | undefined {
    const index = ctx.state.faults.findIndex(
      (fault) =>
        (!fault.method || fault.method === method) &&
        (!fault.route || path.startsWith(fault.route)) &&
        (!fault.tenantId || fault.tenantId === tenantId),
    );
    return index === -1 ? undefined : ctx.state.faults.splice(index, 1)[0];
  }

  function route(request: IncomingMessage, raw: string): Answer | Promise<Answer> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake-xero');
    if (url.pathname.startsWith('/__fake/')) {
      const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const body = fromForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? (JSON.parse(raw) as FakeRecord) : {};
      return control(ctx, method, url, body, fromForm);
    }
    ctx.state.requests.push({ method, path: `${url.pathname}${url.search}`, headers: { ...request.headers }, body: raw });
    const fault = takeFault(method, url.pathname, request.headers['xero-tenant-id']);
    if (fault?.dropResponseAfterCommit) {
      // committed, and the answer lost on the way back
      const done = dispatch(request, method, url, raw);
      return done instanceof Promise ? done.then((answer) => ({ ...answer, drop: true })) : { ...done, drop: true };
    }
    if (fault) {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
      if (fault.problem) headers['X-Rate-Limit-Problem'] = fault.problem;
      return { status: fault.status, body: fault.body ?? '', headers };
    }
    return dispatch(request, method, url, raw);
  }

  function dispatch(request: IncomingMessage, method: string, url: URL, raw: string): Answer | Promise<Answer> {
    if (method === 'GET' && url.pathname === '/identity/connect/authorize') return authorize(url.searchParams);
    if (method === 'POST' && url.pathname === '/identity/connect/authorize')
      return authorize(new URLSearchParams(raw), new URLSearchParams(raw));
    if (method === 'POST' && url.pathname === '/connect/token') return token(request, new URLSearchParams(raw));
    if (method === 'POST' && url.pathname === '/connect/revocation') return revoke(request, new URLSearchParams(raw));
    if (url.pathname === '/connections' || url.pathname.startsWith('/connections/')) return connections(request, url, method);
    if (url.pathname.startsWith('/api.xro/2.0/')) return api(request, method, url, raw);
    return { status: 404, body: '' };
  }

  function reply(response: ServerResponse, outcome: Answer) {
    const headers: Record<string, string> = { ...outcome.headers };
    if (outcome.location) headers.Location = outcome.location;
    let payload = '';
    if (typeof outcome.body === 'string') {
      payload = outcome.body;
      if (payload) headers['Content-Type'] = outcome.html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    } else if (outcome.body !== undefined) {
      payload = JSON.stringify(outcome.body);
      headers['Content-Type'] = 'application/json; charset=utf-8';
    }
    response.writeHead(outcome.status, headers).end(payload);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        try {
          const answer = await route(request, Buffer.concat(chunks).toString('utf8'));
          if (answer.drop) request.socket.destroy();
          else reply(response, answer);
        } catch (error) {
          reply(response, { status: 500, body: `fake Xero failed: ${(error as Error).message}` });
        }
        // webhooks for what this call changed go out once it has been answered (docs/protocols/xero.md, The fake Xero)
        webhooks.flush();
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    clientId,
    clientSecret,
    redirectUri,
    orgs: () => ctx.state.orgs,
    requests: () => ctx.state.requests,
    setWebhook: (config) => webhooks.configure(config),
    webhookDeliveries: () => webhooks.deliveries(),
    webhooksSettled: () => webhooks.settled(),
    close: () => {
      webhooks.close();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Tapline's Xero settings pointing at this fake (one origin for login, identity and api), with `extra` on top. */
export function xeroSettingsOf<Extra extends Partial<XeroSettings>>(fake: FakeXero, extra: Extra = {} as Extra): XeroSettings & Extra {
  return {
    loginBaseUrl: fake.url,
    identityBaseUrl: fake.url,
    apiBaseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    redirectUri: fake.redirectUri,
    scopes: XERO_SCOPES,
    ...extra,
  };
}
