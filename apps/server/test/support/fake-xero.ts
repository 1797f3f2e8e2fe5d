/**
 * A fake Xero for tests (docs/protocols/xero.md, The fake Xero): the login, identity and API hosts on one local origin,
 * in memory, speaking Xero's wire shapes. Started from tests on port 0 (`startFakeXero()`), and by the server itself
 * with XERO_FAKE=1 (dev-fake-xero.ts: `npm run dev`, the journeys). Its `/__fake/...` routes are the test-control API;
 * its webhooks are fake-xero-webhooks.ts, its pages for a browser fake-xero-pages.ts.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContact, createInvoices, type FakeOrg, type FakeRecord, type Outcome, payInvoice, seedOrg, updateInvoice, validationException, whereFilter } from './fake-xero-books';
import { consentPage, invoicePage, notFoundPage } from './fake-xero-pages';
import { createWebhookEmitter, type FakeWebhookConfig, type FakeWebhookDelivery } from './fake-xero-webhooks';
import { XERO_SCOPES, type XeroSettings } from '../../src/modules/xero/xero-settings';

const ACCESS_SECONDS = 1800;
const GRACE_MS = 30 * 60_000;
const REFRESH_LIFETIME_MS = 60 * 24 * 3600_000;
const CODE_LIFETIME_MS = 5 * 60_000;
const IDEMPOTENCY_MS = 6 * 60_000;

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

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
}

interface Grant {
  id: string;
  authEventId: string;
  userId: string;
  scope: string;
  refreshToken: string;
  refreshExpiresAt: number;
  previous?: { refreshToken: string; graceUntil: number; answer: TokenAnswer };
}

interface Connection {
  id: string;
  grantId: string;
  tenantId: string;
  tenantType: 'ORGANISATION';
  tenantName: string;
  authEventId: string;
  createdDateUtc: string;
  updatedDateUtc: string;
}

interface Fault {
  route?: string;
  method?: string;
  status: number;
  retryAfter?: number;
  problem?: string;
  body?: string;
}

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface State {
  orgs: FakeOrg[];
  codes: Map<string, { redirectUri: string; scope: string; tenantIds: string[]; challenge?: string; expiresAt: number; used: boolean }>;
  grants: Map<string, Grant>;
  accessTokens: Map<string, { grantId: string; expiresAt: number }>;
  connections: Connection[];
  idempotency: Map<string, { fingerprint: string; outcome: Outcome; expiresAt: number }>;
  counters: Map<string, { minuteStart: number; minute: number; dayStart: number; day: number }>;
  faults: Fault[];
  requests: RecordedRequest[];
  authorizeAs: { tenantIds?: string[]; deny?: boolean };
  clockOffsetMs: number;
  limits: { minute: number; day: number };
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

function dotNetUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, -1)}0000`;
}

function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.${randomBytes(16).toString('base64url')}`;
}

function problem(status: 401 | 403, detail: string): Outcome {
  return { status, body: { Type: null, Title: status === 401 ? 'Unauthorized' : 'Forbidden', Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} } };
}

function scopeFor(path: string, method: string): string[] {
  const read = method === 'GET';
  if (path.startsWith('/Contacts')) return read ? ['accounting.contacts', 'accounting.contacts.read'] : ['accounting.contacts'];
  if (path.startsWith('/Invoices')) {
    return read ? ['accounting.invoices', 'accounting.invoices.read', 'accounting.transactions', 'accounting.transactions.read'] : ['accounting.invoices', 'accounting.transactions'];
  }
  return ['accounting.settings', 'accounting.settings.read'];
}

export async function startFakeXero(options: FakeXeroOptions = {}): Promise<FakeXero> {
  const clientId = options.clientId ?? 'FAKE-CLIENT-ID';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const redirectUri = options.redirectUri ?? 'http://127.0.0.1/auth/xero/callback';
  const allowedScopes = new Set(['openid', 'profile', 'email', 'offline_access', 'accounting.invoices', 'accounting.invoices.read', 'accounting.contacts', 'accounting.contacts.read', 'accounting.settings', 'accounting.settings.read', 'accounting.transactions', 'accounting.transactions.read']);
  const userId = randomUUID();

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
  let state = fresh();
  const now = () => Date.now() + state.clockOffsetMs;
  let baseUrl = '';
  const webhooks = createWebhookEmitter({ apiBaseUrl: () => baseUrl, now, config: options.webhook });

  function issueTokens(grant: Grant): TokenAnswer {
    const accessToken = fakeJwt({ client_id: clientId, sub: grant.userId, xero_userid: grant.userId, authentication_event_id: grant.authEventId, scope: grant.scope.split(' '), exp: Math.floor(now() / 1000) + ACCESS_SECONDS, jti: randomUUID() });
    state.accessTokens.set(accessToken, { grantId: grant.id, expiresAt: now() + ACCESS_SECONDS * 1000 });
    grant.refreshToken = randomBytes(32).toString('hex');
    grant.refreshExpiresAt = now() + REFRESH_LIFETIME_MS;
    return { access_token: accessToken, refresh_token: grant.refreshToken, expires_in: ACCESS_SECONDS, token_type: 'Bearer', scope: grant.scope };
  }

  function clientAuthenticated(request: IncomingMessage, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return id === clientId && secret === clientSecret;
    }
    return form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
  }

  /** `consent`: the consent page's form (POST), else the browser's first visit (GET) */
  function authorize(q: URLSearchParams, consent?: URLSearchParams): Answer {
    if (q.get('client_id') !== clientId || q.get('redirect_uri') !== redirectUri || q.get('response_type') !== 'code') {
      return { status: 400, body: 'Invalid request: unknown client, redirect_uri or response_type' };
    }
    const back = new URL(redirectUri);
    const state_ = q.get('state');
    if (state_ !== null) back.searchParams.set('state', state_);
    const scope = q.get('scope') ?? '';
    if (scope.split(' ').some((name) => !allowedScopes.has(name))) {
      back.searchParams.set('error', 'invalid_scope');
      return { status: 302, body: '', location: back.toString() };
    }
    if (state.authorizeAs.deny || consent?.get('decision') === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return { status: 302, body: '', location: back.toString() };
    }
    let tenantIds = state.authorizeAs.tenantIds ?? state.orgs.map((org) => org.tenantId);
    if (consent || options.consentPage) {
      if (consent) tenantIds = consent.getAll('tenantId').filter((tenantId) => state.orgs.some((org) => org.tenantId === tenantId));
      if (!consent || tenantIds.length === 0) {
        const hidden = Object.fromEntries([...q].filter(([name]) => name !== 'tenantId' && name !== 'decision'));
        // as Xero's own page: what this app already reaches is marked, and left unticked unless nothing else is left
        // (so connecting a second Tapline organisation doesn't take the first one's Xero organisation along)
        const connected = new Set(state.connections.map((connection) => connection.tenantId));
        const unconnected = tenantIds.filter((tenantId) => !connected.has(tenantId));
        const ticked = state.authorizeAs.tenantIds ?? (unconnected.length > 0 ? unconnected : tenantIds);
        const orgs = state.orgs.map((org) => ({ tenantId: org.tenantId, name: org.name, checked: !consent && ticked.includes(org.tenantId), connected: connected.has(org.tenantId) }));
        const error = consent ? 'Choose at least one organisation to connect.' : undefined;
        return { status: consent ? 400 : 200, body: consentPage({ hidden, orgs, scopes: scope.split(' ').filter(Boolean), error }), html: true };
      }
    }
    const code = randomBytes(24).toString('hex');
    state.codes.set(code, {
      redirectUri,
      scope,
      tenantIds,
      challenge: q.get('code_challenge') ?? undefined,
      expiresAt: now() + CODE_LIFETIME_MS,
      used: false,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', scope);
    back.searchParams.set('session_state', randomUUID());
    return { status: 302, body: '', location: back.toString() };
  }

  function token(request: IncomingMessage, form: URLSearchParams): Outcome {
    if (!clientAuthenticated(request, form)) return { status: 400, body: { error: 'invalid_client' } };
    const invalidGrant = { status: 400, body: { error: 'invalid_grant' } };
    if (form.get('grant_type') === 'authorization_code') {
      const code = state.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < now() || code.redirectUri !== form.get('redirect_uri')) return invalidGrant;
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return invalidGrant;
      }
      code.used = true;
      const grant: Grant = { id: randomUUID(), authEventId: randomUUID(), userId, scope: code.scope, refreshToken: '', refreshExpiresAt: 0 };
      state.grants.set(grant.id, grant);
      for (const tenantId of code.tenantIds) {
        const org = state.orgs.find((candidate) => candidate.tenantId === tenantId);
        if (!org) continue;
        const existing = state.connections.find((connection) => connection.tenantId === tenantId);
        const stamp = dotNetUtc(now());
        if (existing) Object.assign(existing, { grantId: grant.id, authEventId: grant.authEventId, updatedDateUtc: stamp });
        else state.connections.push({ id: randomUUID(), grantId: grant.id, tenantId, tenantType: 'ORGANISATION', tenantName: org.name, authEventId: grant.authEventId, createdDateUtc: stamp, updatedDateUtc: stamp });
      }
      const answer = issueTokens(grant);
      return { status: 200, body: code.scope.split(' ').includes('offline_access') ? answer : { ...answer, refresh_token: undefined } };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      for (const grant of state.grants.values()) {
        if (grant.refreshToken === presented && grant.refreshExpiresAt > now()) {
          const answer = issueTokens(grant);
          grant.previous = { refreshToken: presented, graceUntil: now() + GRACE_MS, answer };
          return { status: 200, body: answer };
        }
        // the old token within its grace period gets the same new pair again (docs/protocols/xero.md, Refresh and rotation)
        if (grant.previous?.refreshToken === presented && grant.previous.graceUntil > now() && grant.refreshExpiresAt > now()) {
          return { status: 200, body: grant.previous.answer };
        }
      }
      return invalidGrant;
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  function revoke(request: IncomingMessage, form: URLSearchParams): Outcome {
    if (!clientAuthenticated(request, form)) return { status: 400, body: { error: 'invalid_client' } };
    const presented = form.get('token');
    const grant = [...state.grants.values()].find((candidate) => candidate.refreshToken === presented || candidate.previous?.refreshToken === presented);
    if (grant) dropGrant(grant.id);
    return { status: 200, body: '' };
  }

  function dropGrant(grantId: string) {
    state.grants.delete(grantId);
    state.connections = state.connections.filter((connection) => connection.grantId !== grantId);
    for (const [accessToken, entry] of state.accessTokens) if (entry.grantId === grantId) state.accessTokens.delete(accessToken);
  }

  function bearer(request: IncomingMessage): Grant | Outcome {
    const accessToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const entry = state.accessTokens.get(accessToken);
    const grant = entry && state.grants.get(entry.grantId);
    if (!entry || !grant) return problem(401, 'AuthenticationUnsuccessful');
    if (entry.expiresAt <= now()) {
      const at = new Date(entry.expiresAt).toISOString();
      return problem(401, `TokenExpired: token expired at ${at.slice(5, 7)}/${at.slice(8, 10)}/${at.slice(0, 4)} ${at.slice(11, 19)}`);
    }
    return grant;
  }

  function connections(request: IncomingMessage, url: URL, method: string): Outcome {
    const grant = bearer(request);
    if (!('id' in grant)) return grant;
    const id = url.pathname.split('/')[2];
    if (method === 'DELETE' && id) {
      const connection = state.connections.find((candidate) => candidate.id === id && candidate.grantId === grant.id);
      if (!connection) return { status: 404, body: '' };
      state.connections = state.connections.filter((candidate) => candidate !== connection);
      return { status: 204, body: '' };
    }
    const authEventId = url.searchParams.get('authEventId');
    const own = state.connections.filter((connection) => connection.grantId === grant.id && (!authEventId || connection.authEventId === authEventId));
    return { status: 200, body: own.map(({ grantId: _grantId, ...connection }) => connection) };
  }

  /** Counts the call against the tenant's windows; a 429 when a window is full (docs/protocols/xero.md, Rate limits). */
  function countCall(tenantId: string): { headers: Record<string, string>; limited?: Outcome & { headers: Record<string, string> } } {
    const at = now();
    const counter = state.counters.get(tenantId) ?? { minuteStart: at, minute: 0, dayStart: at, day: 0 };
    if (at - counter.minuteStart >= 60_000) Object.assign(counter, { minuteStart: at, minute: 0 });
    if (at - counter.dayStart >= 86_400_000) Object.assign(counter, { dayStart: at, day: 0 });
    state.counters.set(tenantId, counter);
    const remaining = () => ({
      'X-MinLimit-Remaining': String(Math.max(0, state.limits.minute - counter.minute)),
      'X-DayLimit-Remaining': String(Math.max(0, state.limits.day - counter.day)),
      'X-AppMinLimit-Remaining': '9999',
    });
    const full = counter.minute >= state.limits.minute ? 'minute' : counter.day >= state.limits.day ? 'day' : undefined;
    if (full) {
      const windowEnd = full === 'minute' ? counter.minuteStart + 60_000 : counter.dayStart + 86_400_000;
      const headers = { ...remaining(), 'Retry-After': String(Math.max(1, Math.ceil((windowEnd - at) / 1000))), 'X-Rate-Limit-Problem': full };
      return { headers, limited: { status: 429, body: '', headers } };
    }
    counter.minute += 1;
    counter.day += 1;
    return { headers: remaining() };
  }

  /** `modifiedSince`: If-Modified-Since, in ms (GET /Invoices lists only what changed since) */
  function accounting(org: FakeOrg, method: string, path: string, url: URL, body: FakeRecord, modifiedSince?: number): Outcome {
    const envelope = (outcome: Outcome): Outcome =>
      outcome.status === 200 ? { status: 200, body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Tapline (fake)', DateTimeUTC: `/Date(${now()})/`, ...(outcome.body as object) } } : outcome;
    const q = url.searchParams;
    const filter = whereFilter(q.get('where'));
    if (filter === 'invalid') return validationException([{ ValidationErrors: [{ Message: `Invalid where clause: ${q.get('where') ?? ''}` }] }]);
    const [, collection, id] = path.split('/');
    const list = (field: string) => (q.get(field) ?? '').split(',').filter(Boolean);
    if (collection === 'Accounts' && method === 'GET') {
      const accounts = org.accounts.filter((account) => filter(account as unknown as FakeRecord));
      if (q.get('order') === 'Code ASC') accounts.sort((a, b) => a.Code.localeCompare(b.Code));
      return envelope({ status: 200, body: { Accounts: accounts } });
    }
    if (collection === 'TaxRates' && method === 'GET') {
      const rates = org.taxRates.filter((rate) => (!id || rate.TaxType === id) && filter(rate as unknown as FakeRecord));
      return id && rates.length === 0 ? { status: 404, body: '' } : envelope({ status: 200, body: { TaxRates: rates } });
    }
    if (collection === 'Contacts') {
      if (method === 'GET' && id) {
        const contact = org.contacts.find((candidate) => candidate.ContactID === id || candidate.ContactNumber === id);
        return contact ? envelope({ status: 200, body: { Contacts: [contact] } }) : { status: 404, body: '' };
      }
      if (method === 'GET') {
        const term = q.get('searchTerm')?.toLowerCase();
        const contacts = org.contacts.filter(
          (contact) =>
            (q.get('includeArchived') === 'true' || contact.ContactStatus === 'ACTIVE') &&
            filter(contact) &&
            (!term || ['Name', 'FirstName', 'LastName', 'ContactNumber', 'EmailAddress'].some((field) => String(contact[field] ?? '').toLowerCase().includes(term))),
        );
        return envelope({ status: 200, body: { Contacts: contacts } });
      }
      if (method === 'PUT') {
        const inputs = (body.Contacts ?? []) as FakeRecord[];
        const results = inputs.map((input) => ({ input, ...createContact(org, input, now()) }));
        const failed = results.filter((result) => result.errors.length > 0);
        if (failed.length > 0) return validationException(failed.map(({ input, errors }) => ({ ...input, ValidationErrors: errors.map((Message) => ({ Message })) })));
        return envelope({ status: 200, body: { Contacts: results.map((result) => result.contact) } });
      }
    }
    if (collection === 'Invoices') {
      if (method === 'GET' && id) {
        const invoice = org.invoices.find((candidate) => candidate.InvoiceID === id || (candidate.Type === 'ACCREC' && candidate.InvoiceNumber === id));
        return invoice ? envelope({ status: 200, body: { Invoices: [invoice] } }) : { status: 404, body: '' };
      }
      if (method === 'GET') {
        const [ids, numbers, contactIds, statuses] = [list('IDs'), list('InvoiceNumbers'), list('ContactIDs'), list('Statuses')];
        const invoices = org.invoices.filter(
          (invoice) =>
            filter(invoice) &&
            (ids.length === 0 || ids.includes(invoice.InvoiceID as string)) &&
            (numbers.length === 0 || numbers.includes(invoice.InvoiceNumber as string)) &&
            (contactIds.length === 0 || contactIds.includes((invoice.Contact as FakeRecord).ContactID as string)) &&
            (statuses.length === 0 || statuses.includes(invoice.Status as string)) &&
            (modifiedSince === undefined || Number(/-?\d+/.exec(String(invoice.UpdatedDateUTC))?.[0]) >= modifiedSince),
        );
        return envelope({ status: 200, body: { Invoices: invoices } });
      }
      if (method === 'PUT') {
        const outcome = createInvoices(org, (body.Invoices ?? []) as FakeRecord[], q.get('summarizeErrors') !== 'false', now());
        if (outcome.status === 200) {
          for (const invoice of (outcome.body as { Invoices: FakeRecord[] }).Invoices) {
            if (!invoice.HasErrors) webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'CREATE');
          }
        }
        return envelope(outcome);
      }
      if (method === 'POST' && id) {
        const invoice = org.invoices.find((candidate) => candidate.InvoiceID === id);
        if (!invoice) return { status: 404, body: '' };
        const outcome = updateInvoice(org, invoice, ((body.Invoices ?? []) as FakeRecord[])[0] ?? {}, now());
        if (outcome.status === 200) webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'UPDATE');
        return envelope(outcome);
      }
    }
    return { status: 404, body: '' };
  }

  function api(request: IncomingMessage, method: string, url: URL, raw: string): Outcome & { headers?: Record<string, string> } {
    const grant = bearer(request);
    if (!('id' in grant)) return grant;
    const tenantId = String(request.headers['xero-tenant-id'] ?? '');
    const connected = state.connections.some((connection) => connection.grantId === grant.id && connection.tenantId === tenantId);
    const org = state.orgs.find((candidate) => candidate.tenantId === tenantId);
    if (!connected || !org) return problem(403, 'AuthenticationUnsuccessful');
    const path = url.pathname.slice('/api.xro/2.0'.length);
    const granted = grant.scope.split(' ');
    if (!scopeFor(path, method).some((scope) => granted.includes(scope))) return problem(401, 'AuthorizationUnsuccessful');
    const { headers, limited } = countCall(tenantId);
    if (limited) return limited;
    const key = request.headers['idempotency-key'];
    const write = method === 'PUT' || method === 'POST' || method === 'PATCH';
    if (write && typeof key === 'string') {
      if (key.length > 128) return { ...validationException([{ ValidationErrors: [{ Message: 'Idempotency-Key must be 128 characters or fewer' }] }]), headers };
      const fingerprint = `${method} ${url.pathname}${url.search} ${createHash('sha256').update(raw).digest('hex')}`;
      const seen = state.idempotency.get(`${clientId}:${key}`);
      if (seen && seen.expiresAt > now()) {
        if (seen.fingerprint !== fingerprint) return { ...validationException([{ ValidationErrors: [{ Message: `Idempotency Key: ${key} is used with a different request` }] }]), headers };
        return { ...seen.outcome, headers };
      }
      const outcome = accounting(org, method, path, url, raw ? (JSON.parse(raw) as FakeRecord) : {});
      state.idempotency.set(`${clientId}:${key}`, { fingerprint, outcome, expiresAt: now() + IDEMPOTENCY_MS });
      return { ...outcome, headers };
    }
    const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
    return { ...accounting(org, method, path, url, raw ? (JSON.parse(raw) as FakeRecord) : {}, Number.isNaN(since) ? undefined : since), headers };
  }

  function control(method: string, url: URL, body: FakeRecord, fromForm: boolean): Outcome & { location?: string; html?: boolean } | Promise<Outcome> {
    const path = url.pathname.slice('/__fake'.length);
    if (method === 'POST' && path === '/reset') {
      const orgs = state.orgs;
      state = fresh();
      webhooks.reset();
      // keep the tenant ids the test already knows, with empty books
      state.orgs = orgs.map((org) => seedOrg(org.name, org.tenantId));
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/authorize-as') {
      state.authorizeAs = { tenantIds: body.tenantIds as string[] | undefined, deny: body.deny === true };
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/expire-access-token') {
      for (const entry of state.accessTokens.values()) entry.expiresAt = now() - 1000;
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/expire-refresh-token') {
      for (const grant of state.grants.values()) grant.refreshExpiresAt = now() - 1000;
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/disconnect-from-xero') {
      state.connections = state.connections.filter((connection) => connection.tenantId !== body.tenantId);
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/fault') {
      state.faults.push(body as unknown as Fault);
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/clock') {
      state.clockOffsetMs += Number(body.advanceSeconds ?? 0) * 1000;
      return { status: 204, body: '' };
    }
    if (method === 'POST' && path === '/limits') {
      state.limits = { minute: Number(body.minute ?? state.limits.minute), day: Number(body.day ?? state.limits.day) };
      return { status: 204, body: '' };
    }
    const pay = /^\/invoices\/([^/]+)\/pay$/.exec(path);
    if (method === 'POST' && pay) {
      const org = state.orgs.find((candidate) => candidate.invoices.some((invoice) => invoice.InvoiceID === pay[1]));
      const invoice = org?.invoices.find((candidate) => candidate.InvoiceID === pay[1]);
      if (!org || !invoice) return { status: 404, body: '' };
      const paid = payInvoice(invoice, body.amount === undefined || fromForm ? undefined : Number(body.amount), now());
      webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'UPDATE');
      // the view page's button: back to the page, as a browser form expects
      return fromForm ? { status: 303, body: '', location: `/__fake/invoices/${encodeURIComponent(pay[1] ?? '')}/view` } : { status: 200, body: paid };
    }
    const view = /^\/invoices\/([^/]+)\/view$/.exec(path);
    if (method === 'GET' && view) {
      const org = state.orgs.find((candidate) => candidate.invoices.some((invoice) => invoice.InvoiceID === view[1]));
      const invoice = org?.invoices.find((candidate) => candidate.InvoiceID === view[1]);
      return org && invoice
        ? { status: 200, body: invoicePage(org, invoice), html: true }
        : { status: 404, body: notFoundPage(`No invoice ${view[1] ?? ''} in this fake Xero (its books live in memory and are gone after a restart).`), html: true };
    }
    if (method === 'POST' && path === '/webhooks/intent') {
      if (!webhooks.configured()) return { status: 409, body: { error: 'no webhook URL configured for this fake Xero' } };
      return webhooks.intentToReceive().then((result) => ({ status: 200, body: result }));
    }
    if (method === 'GET' && path === '/webhooks/deliveries') return { status: 200, body: webhooks.deliveries() };
    if (method === 'GET' && path === '/requests') return { status: 200, body: state.requests };
    if (method === 'GET' && path === '/state') {
      return {
        status: 200,
        body: {
          orgs: state.orgs,
          connections: state.connections,
          grants: [...state.grants.values()].map(({ id, authEventId, scope, refreshToken }) => ({ id, authEventId, scope, refreshToken })),
        },
      };
    }
    return { status: 404, body: '' };
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const index = state.faults.findIndex((fault) => (!fault.method || fault.method === method) && (!fault.route || path.startsWith(fault.route)));
    return index === -1 ? undefined : state.faults.splice(index, 1)[0];
  }

  type Answer = Outcome & { headers?: Record<string, string>; location?: string; html?: boolean };

  function route(request: IncomingMessage, raw: string): Answer | Promise<Answer> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake-xero');
    if (url.pathname.startsWith('/__fake/')) {
      const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const body = fromForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? (JSON.parse(raw) as FakeRecord) : {};
      return control(method, url, body, fromForm);
    }
    state.requests.push({ method, path: `${url.pathname}${url.search}`, headers: { ...request.headers }, body: raw });
    const fault = takeFault(method, url.pathname);
    if (fault) {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
      if (fault.problem) headers['X-Rate-Limit-Problem'] = fault.problem;
      return { status: fault.status, body: fault.body ?? '', headers };
    }
    if (method === 'GET' && url.pathname === '/identity/connect/authorize') return authorize(url.searchParams);
    if (method === 'POST' && url.pathname === '/identity/connect/authorize') return authorize(new URLSearchParams(raw), new URLSearchParams(raw));
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
          reply(response, await route(request, Buffer.concat(chunks).toString('utf8')));
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
    orgs: () => state.orgs,
    requests: () => state.requests,
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
