import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { builtInSessionState, findProfile, upsertProfile, type ProfileState } from './api-auth.queries';
import { AUDIENCE, type AuthContext } from './auth-context';
import { type ApiKeyPrincipal, resolveApiKey } from './api-key-principal';
import { looksLikeApiKey } from './api-key-token';
import { API_LIMIT_KEY_PREFIX } from './rate-limits';
import { bearerToken } from './sessions.service';

const HEALTH_PROBES = new Set(['/api/health/live', '/api/health/ready']);

/** The signed-in person behind a business API call. */
export interface ApiUser {
  id: string;
  email: string;
  name: string;
  isPlatformAdmin: boolean;
  aal: 'aal1' | 'aal2';
  claims: JWTPayload;
  /**
   * True when this call changes something (not GET or HEAD) outside the admin area (`/api/admin/…`). There a platform
   * admin who is not a member of the organisation is refused: they see it read-only and act through its admin page
   * (docs/decisions/0119).
   */
  changeOutsideAdminArea: boolean;
  /**
   * Set when an API key calls (decision 0195): the machine acts for this one organisation only, with the key's role;
   * `id` is then the key's machine profile, a member of nothing, so every membership check but the key's own fails.
   */
  apiKey?: ApiKeyPrincipal;
}

/** GET and HEAD only read. */
const READS = new Set(['GET', 'HEAD']);

/** Whether a request changes something outside the admin area (see ApiUser.changeOutsideAdminArea). */
function isChangeOutsideAdminArea(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return !READS.has(request.method) && !/^\/api\/admin(\/|\?|$)/.test(request.url);
}

interface ApiAuth {
  /** the token's claims once its signature, algorithm, audience, issuer and expiry are checked */
  verify(token: string): Promise<JWTPayload>;
  resolve(claims: JWTPayload): Promise<Omit<ApiUser, 'changeOutsideAdminArea'>>;
  /** an API key's principal, checked in the database on every call; undefined when invalid, revoked or expired */
  resolveKey(text: string): Promise<ApiKeyPrincipal | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiAuth: ApiAuth;
  }
}

/** profiles.email's unique constraint (packages/db/src/schema/organisations.ts) */
const PROFILE_EMAIL_UNIQUE = 'profiles_email_unique';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type ClaimsResult = { claims: JWTPayload } | { invalid: true } | undefined;
const verifiedClaims = new WeakMap<FastifyRequest, Promise<ClaimsResult>>();
const resolvedUsers = new WeakMap<FastifyRequest, Promise<ApiUser>>();
const resolvedKeys = new WeakMap<FastifyRequest, Promise<ApiKeyPrincipal | undefined>>();

/** the API key the call carries, checked once per request (the rate limiter and the route share it); null: none */
function apiKeyOf(request: FastifyRequest): Promise<ApiKeyPrincipal | undefined> | null {
  const token = bearerToken(request);
  if (!token || !looksLikeApiKey(token)) return null;
  let result = resolvedKeys.get(request);
  if (!result) {
    result = request.server.apiAuth.resolveKey(token);
    resolvedKeys.set(request, result);
  }
  return result;
}

/**
 * The machine user of a call made with an API key: 401 for a key that is invalid, revoked or expired; 403 on a route
 * that states no scope, or one the key doesn't hold (decision 0195).
 */
async function apiKeyUser(request: FastifyRequest, key: Promise<ApiKeyPrincipal | undefined>): Promise<ApiUser> {
  const principal = await key;
  if (!principal) throw new AppError('unauthorized', 'The API key is invalid, revoked or expired');
  const scope = request.routeOptions.config.apiKeyScope;
  if (!scope) {
    throw new AppError(
      'forbidden',
      `API keys can't call ${request.method} ${request.routeOptions.url ?? request.url}: sign in as a person`,
    );
  }
  if (!principal.scopes.includes(scope)) {
    throw new AppError('forbidden', `This needs an API key with the ${scope} scope; this key has ${principal.scopes.join(', ')}`);
  }
  return {
    id: principal.id,
    email: '',
    name: `API key “${principal.name}”`,
    isPlatformAdmin: false,
    aal: 'aal1',
    claims: {},
    changeOutsideAdminArea: isChangeOutsideAdminArea(request),
    apiKey: principal,
  };
}

/** the bearer's verified claims, checked once per request (the rate limiter and the route share it) */
function claimsOf(request: FastifyRequest): Promise<ClaimsResult> {
  let result = verifiedClaims.get(request);
  if (!result) {
    const token = bearerToken(request);
    result =
      token && !looksLikeApiKey(token)
        ? request.server.apiAuth.verify(token).then(
            (claims): ClaimsResult => ({ claims }),
            (): ClaimsResult => ({ invalid: true }),
          )
        : Promise.resolve(undefined);
    verifiedClaims.set(request, result);
  }
  return result;
}

/**
 * The signed-in user of a private /api call, or `AppError('unauthorized')`; `AppError('mfa_required')` when
 * the user has a verified factor and the token is only aal1 (docs/domain.md, Roles and permissions), which the web app turns into
 * the MFA prompt. Use in a handler or as a preHandler: `{ preHandler: async (request) => { await requireUser(request) } }`.
 */
export async function requireUser(request: FastifyRequest): Promise<ApiUser> {
  let user = resolvedUsers.get(request);
  const key = apiKeyOf(request);
  if (!user && key) {
    user = apiKeyUser(request, key);
    resolvedUsers.set(request, user);
  }
  if (!user) {
    user = claimsOf(request).then(async (result) => {
      if (!result) throw new AppError('unauthorized', 'Sign in to continue: this call needs Authorization: Bearer <access token>');
      if ('invalid' in result) throw new AppError('unauthorized', 'The access token is invalid or has expired');
      const resolved = await request.server.apiAuth.resolve(result.claims);
      return { ...resolved, changeOutsideAdminArea: isChangeOutsideAdminArea(request) };
    });
    resolvedUsers.set(request, user);
  }
  return user;
}

/** The user when the call carries a valid token, else null (for public calls that show more to members). */
export async function optionalUser(request: FastifyRequest): Promise<ApiUser | null> {
  if (!bearerToken(request)) return null;
  try {
    return await requireUser(request);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

function nameFromClaims(claims: JWTPayload): string | undefined {
  const metadata = claims.user_metadata;
  if (metadata && typeof metadata === 'object' && 'name' in metadata && typeof metadata.name === 'string') {
    return metadata.name.trim().slice(0, 200);
  }
  return undefined;
}

/**
 * Bearer tokens of the business API: ours (checked against our keys, and the session must still exist),
 * or a hosted Supabase project's (AUTH_JWKS_URL / AUTH_ISSUER). Only ES256/RS256 with the `authenticated`
 * audience pass; `none`, HS256 and the project keys never do. Also limits /api per user (else per IP).
 */
export function registerApiAuth(app: FastifyInstance, ctx: AuthContext) {
  const hosted = ctx.settings.hosted;
  const remoteKeys = hosted ? createRemoteJWKSet(new URL(hosted.jwksUrl)) : undefined;

  async function verify(token: string): Promise<JWTPayload> {
    if (!hosted || !remoteKeys) return ctx.keyring.verify(token, { audience: AUDIENCE });
    const { payload } = await jwtVerify(token, remoteKeys, {
      algorithms: ['ES256', 'RS256'],
      audience: AUDIENCE,
      issuer: hosted.issuer,
      currentDate: ctx.clock(),
    });
    return payload;
  }

  async function resolve(claims: JWTPayload): Promise<Omit<ApiUser, 'changeOutsideAdminArea'>> {
    const id = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (typeof id !== 'string' || !UUID.test(id) || !email) throw new AppError('unauthorized', 'The access token has no user');
    const aal = claims.aal === 'aal2' ? 'aal2' : 'aal1';
    let profile: ProfileState | undefined;
    let hasVerifiedFactor = false;
    if (!hosted) {
      const state =
        typeof claims.session_id === 'string' && UUID.test(claims.session_id)
          ? await builtInSessionState(ctx.db, claims.session_id, id)
          : undefined;
      if (!state) throw new AppError('unauthorized', 'The session has ended: sign in again');
      profile = state.profile;
      hasVerifiedFactor = state.hasVerifiedFactor;
    } else {
      // a hosted project's factors aren't visible here; its tokens' aal is trusted as issued
      profile = await findProfile(ctx.db, id);
    }
    const name = nameFromClaims(claims);
    if (!profile || profile.email !== email || (name !== undefined && name !== profile.name)) {
      profile = await upsertProfile(ctx.db, { id, email, name }).catch((error: unknown) => {
        // only the email's own unique constraint means "someone else has it"; anything else is our failure (500,
        // logged, no database text in the answer)
        if (violatedUniqueConstraint(error) === PROFILE_EMAIL_UNIQUE)
          throw new AppError('conflict', 'Another profile already uses this email address');
        throw error;
      });
    }
    if (hasVerifiedFactor && aal !== 'aal2') {
      throw new AppError('mfa_required', 'Multi-factor authentication is required: verify your second factor to continue');
    }
    return { id, email, name: profile.name, isPlatformAdmin: profile.isPlatformAdmin, aal, claims };
  }

  app.decorate('apiAuth', { verify, resolve, resolveKey: (text: string) => resolveApiKey(ctx.db, text, ctx.clock()) });

  // an API key has a budget of its own (RATE_LIMIT_API a minute), in the same shared counters (decision 0196); a
  // text that is no valid key counts against its address
  const limiter = app.createRateLimit({
    max: ctx.settings.rateLimitApiPerMinute,
    timeWindow: 60_000,
    keyGenerator: async (request) => {
      const key = apiKeyOf(request);
      if (key) {
        const principal = await key;
        return principal ? `${API_LIMIT_KEY_PREFIX}key:${principal.id}` : `${API_LIMIT_KEY_PREFIX}ip:${request.ip}`;
      }
      const result = await claimsOf(request);
      return result && 'claims' in result ? `${API_LIMIT_KEY_PREFIX}user:${result.claims.sub}` : `${API_LIMIT_KEY_PREFIX}ip:${request.ip}`;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/api' && !path.startsWith('/api/')) return;
    // the load balancer's probes come every few seconds from its one address: a limited probe would take the
    // instance out of service
    if (HEALTH_PROBES.has(path)) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('rate_limited', `Too many requests: retry in ${result.ttlInSeconds} s`);
    }
    // a key is checked before anything else of the call (its body is not even read): 401 unless it is valid, 403
    // on a route that states no scope or one it lacks, public routes included (decision 0195)
    if (apiKeyOf(request)) await requireUser(request);
  });
}
