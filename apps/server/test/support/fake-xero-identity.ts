/**
 * The fake Xero's login and identity side (docs/protocols/xero.md, OAuth 2.0): the authorize redirect (or, with the
 * `consentPage` option, Xero's consent page), the token endpoint (authorization code with PKCE, refresh with its
 * grace period), revocation, the connections list, and the bearer check the API uses. Test infrastructure only;
 * fake-xero.ts serves it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Outcome } from './fake-xero-books';
import { type Answer, type FakeXeroContext, type Grant, problem, type TokenAnswer } from './fake-xero-context';
import { consentPage } from './fake-xero-pages';

const ACCESS_SECONDS = 1800;
const GRACE_MS = 30 * 60_000;
const REFRESH_LIFETIME_MS = 60 * 24 * 3600_000;
const CODE_LIFETIME_MS = 5 * 60_000;

function dotNetUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, -1)}0000`;
}

function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.${randomBytes(16).toString('base64url')}`;
}

export function createIdentity(ctx: FakeXeroContext) {
  const allowedScopes = new Set([
    'openid',
    'profile',
    'email',
    'offline_access',
    'accounting.invoices',
    'accounting.invoices.read',
    'accounting.contacts',
    'accounting.contacts.read',
    'accounting.settings',
    'accounting.settings.read',
    'accounting.transactions',
    'accounting.transactions.read',
  ]);
  const userId = randomUUID();

  function issueTokens(grant: Grant): TokenAnswer {
    const accessToken = fakeJwt({
      client_id: ctx.clientId,
      sub: grant.userId,
      xero_userid: grant.userId,
      authentication_event_id: grant.authEventId,
      scope: grant.scope.split(' '),
      exp: Math.floor(ctx.now() / 1000) + ACCESS_SECONDS,
      jti: randomUUID(),
    });
    ctx.state.accessTokens.set(accessToken, { grantId: grant.id, expiresAt: ctx.now() + ACCESS_SECONDS * 1000 });
    grant.refreshToken = randomBytes(32).toString('hex');
    grant.refreshExpiresAt = ctx.now() + REFRESH_LIFETIME_MS;
    return {
      access_token: accessToken,
      refresh_token: grant.refreshToken,
      expires_in: ACCESS_SECONDS,
      token_type: 'Bearer',
      scope: grant.scope,
    };
  }

  function clientAuthenticated(request: IncomingMessage, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return id === ctx.clientId && secret === ctx.clientSecret;
    }
    return form.get('client_id') === ctx.clientId && form.get('client_secret') === ctx.clientSecret;
  }

  /** `consent`: the consent page's form (POST), else the browser's first visit (GET) */
  function authorize(q: URLSearchParams, consent?: URLSearchParams): Answer {
    if (q.get('client_id') !== ctx.clientId || q.get('redirect_uri') !== ctx.redirectUri || q.get('response_type') !== 'code') {
      return { status: 400, body: 'Invalid request: unknown client, redirect_uri or response_type' };
    }
    const back = new URL(ctx.redirectUri);
    const state_ = q.get('state');
    if (state_ !== null) back.searchParams.set('state', state_);
    const scope = q.get('scope') ?? '';
    if (scope.split(' ').some((name) => !allowedScopes.has(name))) {
      back.searchParams.set('error', 'invalid_scope');
      return { status: 302, body: '', location: back.toString() };
    }
    if (ctx.state.authorizeAs.deny || consent?.get('decision') === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return { status: 302, body: '', location: back.toString() };
    }
    let tenantIds = ctx.state.authorizeAs.tenantIds ?? ctx.state.orgs.map((org) => org.tenantId);
    if (consent || ctx.consentPage) {
      if (consent) tenantIds = consent.getAll('tenantId').filter((tenantId) => ctx.state.orgs.some((org) => org.tenantId === tenantId));
      if (!consent || tenantIds.length === 0) {
        const hidden = Object.fromEntries([...q].filter(([name]) => name !== 'tenantId' && name !== 'decision'));
        // as Xero's own page: what this app already reaches is marked, and left unticked unless nothing else is left
        // (so connecting a second Tapline organisation doesn't take the first one's Xero organisation along)
        const connected = new Set(ctx.state.connections.map((connection) => connection.tenantId));
        const unconnected = tenantIds.filter((tenantId) => !connected.has(tenantId));
        const ticked = ctx.state.authorizeAs.tenantIds ?? (unconnected.length > 0 ? unconnected : tenantIds);
        const orgs = ctx.state.orgs.map((org) => ({
          tenantId: org.tenantId,
          name: org.name,
          checked: !consent && ticked.includes(org.tenantId),
          connected: connected.has(org.tenantId),
        }));
        const error = consent ? 'Choose at least one organisation to connect.' : undefined;
        return {
          status: consent ? 400 : 200,
          body: consentPage({ hidden, orgs, scopes: scope.split(' ').filter(Boolean), error }),
          html: true,
        };
      }
    }
    const code = randomBytes(24).toString('hex');
    ctx.state.codes.set(code, {
      redirectUri: ctx.redirectUri,
      scope,
      tenantIds,
      challenge: q.get('code_challenge') ?? undefined,
      expiresAt: ctx.now() + CODE_LIFETIME_MS,
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
      const code = ctx.state.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < ctx.now() || code.redirectUri !== form.get('redirect_uri')) return invalidGrant;
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return invalidGrant;
      }
      code.used = true;
      const grant: Grant = {
        id: randomUUID(),
        authEventId: randomUUID(),
        userId,
        scope: code.scope,
        refreshToken: '',
        refreshExpiresAt: 0,
      };
      ctx.state.grants.set(grant.id, grant);
      for (const tenantId of code.tenantIds) {
        const org = ctx.state.orgs.find((candidate) => candidate.tenantId === tenantId);
        if (!org) continue;
        const existing = ctx.state.connections.find((connection) => connection.tenantId === tenantId);
        const stamp = dotNetUtc(ctx.now());
        if (existing) Object.assign(existing, { grantId: grant.id, authEventId: grant.authEventId, updatedDateUtc: stamp });
        else
          ctx.state.connections.push({
            id: randomUUID(),
            grantId: grant.id,
            tenantId,
            tenantType: 'ORGANISATION',
            tenantName: org.name,
            authEventId: grant.authEventId,
            createdDateUtc: stamp,
            updatedDateUtc: stamp,
          });
      }
      const answer = issueTokens(grant);
      return { status: 200, body: code.scope.split(' ').includes('offline_access') ? answer : { ...answer, refresh_token: undefined } };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      for (const grant of ctx.state.grants.values()) {
        if (grant.refreshToken === presented && grant.refreshExpiresAt > ctx.now()) {
          const answer = issueTokens(grant);
          grant.previous = { refreshToken: presented, graceUntil: ctx.now() + GRACE_MS, answer };
          return { status: 200, body: answer };
        }
        // the old token within its grace period gets the same new pair again (docs/protocols/xero.md, Refresh and rotation)
        if (grant.previous?.refreshToken === presented && grant.previous.graceUntil > ctx.now() && grant.refreshExpiresAt > ctx.now()) {
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
    const grant = [...ctx.state.grants.values()].find(
      (candidate) => candidate.refreshToken === presented || candidate.previous?.refreshToken === presented,
    );
    if (grant) dropGrant(grant.id);
    return { status: 200, body: '' };
  }

  function dropGrant(grantId: string) {
    ctx.state.grants.delete(grantId);
    ctx.state.connections = ctx.state.connections.filter((connection) => connection.grantId !== grantId);
    for (const [accessToken, entry] of ctx.state.accessTokens) if (entry.grantId === grantId) ctx.state.accessTokens.delete(accessToken);
  }

  function bearer(request: IncomingMessage): Grant | Outcome {
    const accessToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const entry = ctx.state.accessTokens.get(accessToken);
    const grant = entry && ctx.state.grants.get(entry.grantId);
    if (!entry || !grant) return problem(401, 'AuthenticationUnsuccessful');
    if (entry.expiresAt <= ctx.now()) {
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
      const connection = ctx.state.connections.find((candidate) => candidate.id === id && candidate.grantId === grant.id);
      if (!connection) return { status: 404, body: '' };
      ctx.state.connections = ctx.state.connections.filter((candidate) => candidate !== connection);
      return { status: 204, body: '' };
    }
    const authEventId = url.searchParams.get('authEventId');
    const own = ctx.state.connections.filter(
      (connection) => connection.grantId === grant.id && (!authEventId || connection.authEventId === authEventId),
    );
    return { status: 200, body: own.map(({ grantId: _grantId, ...connection }) => connection) };
  }

  return { authorize, token, revoke, connections, bearer };
}
