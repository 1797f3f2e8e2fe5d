import cors from '@fastify/cors';
import type { Database } from '@tapline/db';
import { API_VERSION, API_VERSION_HEADER, AuthError, type JobQueue, type Outbox, authErrorHandler, authErrors } from '../../platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerApiAuth } from './api-auth';
import type { AuthContext, RequestInfo } from './auth-context';
import { systemClock, type AuthSettings, type Clock } from './auth-settings';
import * as mfa from './mfa.service';
import { createAuthLimits, registerSharedLimits } from './rate-limits';
import { recover, startRecoveryWorker, verifyLink, verifyPost } from './recovery.service';
import { authenticate, logout, requireServiceRole } from './sessions.service';
import { Keyring } from './signing-keys';
import { passwordGrant, refreshTokenGrant } from './tokens.service';
import { adminCreateUser, adminInviteUser, adminListUsers, currentUser, signup, updateUser } from './users.service';

export interface RegisterAuthOptions {
  db: Database;
  settings: AuthSettings;
  clock?: Clock;
  /** where mail and SMS go (the mail module) */
  outbox: Outbox;
  /** started with authQueues among its queues */
  queue: JobQueue;
}

/** What the rest of the app uses from the auth module. */
export interface AuthHandle {
  /** the web app's client settings for /config.json: a hosted project's, or ours */
  clientConfig(request: FastifyRequest): Promise<{ supabaseUrl: string; supabaseAnonKey: string }>;
  /** our anon and service_role keys (JWTs signed by the active key) */
  projectApiKeys(): Promise<{ anon: string; serviceRole: string }>;
  context: AuthContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the auth module's handle (project keys, client config), for main and tests */
    supabaseAuth: AuthHandle;
  }
}

const PREFIX = '/auth/v1';
const BODY_LIMIT = 64 * 1024;
/** opened by browsers and servers without headers (docs/protocols/supabase-auth.md, API key gate) */
const OPEN_PATHS = new Set([
  `${PREFIX}/verify`,
  `${PREFIX}/callback`,
  `${PREFIX}/authorize`,
  `${PREFIX}/.well-known/jwks.json`,
  `${PREFIX}/health`,
]);

function requestInfo(request: FastifyRequest): RequestInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null };
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The Supabase-compatible auth service under /auth/v1, plus the bearer check of the business API
 * (./api-auth). Call before the /api routes are registered.
 */
export async function registerAuth(app: FastifyInstance, options: RegisterAuthOptions): Promise<AuthHandle> {
  const { db, settings } = options;
  const clock = options.clock ?? systemClock;
  const keyring = new Keyring(db, `${settings.publicUrl}${PREFIX}`, clock);
  await keyring.init();
  const counter = await registerSharedLimits(app, { db, clock, redisUrl: settings.redisUrl, redisKeyPrefix: settings.redisKeyPrefix });
  const ctx: AuthContext = {
    db,
    settings,
    clock,
    keyring,
    outbox: options.outbox,
    queue: options.queue,
    limits: createAuthLimits(app, counter, settings.rateLimitAuthPerFiveMinutes),
  };
  await startRecoveryWorker(ctx);

  registerApiAuth(app, ctx);
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return keyring.jwks();
  });
  await app.register(authRoutes, { prefix: PREFIX, ctx });

  const handle: AuthHandle = {
    context: ctx,
    projectApiKeys: () => keyring.projectApiKeys(),
    async clientConfig(request) {
      if (settings.hosted?.url && settings.hosted.anonKey)
        return { supabaseUrl: settings.hosted.url, supabaseAnonKey: settings.hosted.anonKey };
      // the page's own origin only when it is one the server was started for: a Host header is the caller's to choose
      const pageOrigin = `${request.protocol}://${request.host}`;
      const supabaseUrl = settings.ownOrigins.includes(pageOrigin) ? pageOrigin : settings.publicUrl;
      return { supabaseUrl, supabaseAnonKey: (await keyring.projectApiKeys()).anon };
    },
  };
  app.decorate('supabaseAuth', handle);
  return handle;
}

async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AuthContext }) {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'apikey',
      'X-Client-Info',
      'X-Client-IP',
      'X-JWT-AUD',
      'X-Supabase-Api-Version',
    ],
    exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link', 'Retry-After'],
    maxAge: 600,
  });
  // Supabase's API, not ours: described by the reference, not in /api/openapi.json
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
    route.bodyLimit = BODY_LIMIT; // also what a 413 names
  });
  app.setErrorHandler(authErrorHandler);
  app.setNotFoundHandler((request, reply) => authErrorHandler(new AuthError(404, 'not_found', 'Not found'), request, reply));

  // auth-js sends `Content-Type: application/json` with no body on logout and unenroll
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return jsonParser(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    reply.header('cache-control', 'no-store');
    if (request.method === 'OPTIONS' || OPEN_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const header = request.headers.apikey;
    const apiKey = (Array.isArray(header) ? header[0] : header) ?? queryValue(request, 'apikey');
    if (!apiKey) throw authErrors.noApiKey();
    if (!(await ctx.keyring.projectKeyRole(apiKey))) throw authErrors.invalidApiKey();
  });

  const limit = (group: Parameters<AuthContext['limits']['checkIp']>[0]) => async (request: FastifyRequest) =>
    ctx.limits.checkIp(group, request);
  const user = (request: FastifyRequest) => authenticate(ctx, request);
  const factorId = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.post('/token', { preHandler: limit('token') }, async (request) => {
    const grantType = queryValue(request, 'grant_type');
    if (grantType === 'password') return passwordGrant(ctx, request.body, requestInfo(request));
    if (grantType === 'refresh_token') return refreshTokenGrant(ctx, request.body);
    throw authErrors.validation(`Unsupported grant type "${grantType ?? ''}": use password or refresh_token`);
  });

  app.post('/logout', async (request, reply: FastifyReply) => {
    await logout(ctx, await user(request), queryValue(request, 'scope'));
    return reply.status(204).send();
  });

  app.get('/user', async (request) => currentUser(ctx, await user(request)));
  app.put('/user', { preHandler: limit('mail') }, async (request) => updateUser(ctx, await user(request), request.body));

  app.post('/signup', { preHandler: limit('mail') }, async (request) =>
    signup(ctx, request.body, requestInfo(request), queryValue(request, 'redirect_to')),
  );
  app.post('/recover', { preHandler: limit('mail') }, async (request) => recover(ctx, request.body, queryValue(request, 'redirect_to')));
  app.post('/verify', { preHandler: limit('verify') }, async (request) => verifyPost(ctx, request.body, requestInfo(request)));
  app.get('/verify', { preHandler: limit('verify') }, async (request, reply) =>
    reply.redirect(await verifyLink(ctx, request.query, requestInfo(request)), 303),
  );

  app.post('/factors', async (request) => mfa.enroll(ctx, await user(request), request.body));
  app.post('/factors/:id/challenge', { preHandler: limit('mfa') }, async (request) =>
    mfa.challenge(ctx, await user(request), factorId(request), requestInfo(request)),
  );
  app.post('/factors/:id/verify', { preHandler: limit('mfa') }, async (request) =>
    mfa.verify(ctx, await user(request), factorId(request), request.body, requestInfo(request)),
  );
  app.delete('/factors/:id', async (request) => mfa.unenroll(ctx, await user(request), factorId(request)));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return ctx.keyring.jwks();
  });
  app.get('/health', async () => ({ version: '1', name: 'Tapline Auth', description: 'Supabase-compatible auth of Tapline' }));
  app.get('/settings', async () => ({
    external: { email: true, phone: false },
    disable_signup: !ctx.settings.allowSignup,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    // phone sign-in is not offered (external.phone stays false); a named provider means texts (phone MFA) go out
    sms_provider: ctx.outbox.canSendSms ? 'dev-file' : '',
    saml_enabled: false,
  }));

  app.post('/admin/users', async (request) => {
    await requireServiceRole(ctx, request);
    return adminCreateUser(ctx, request.body);
  });
  app.get('/admin/users', async (request, reply) => {
    await requireServiceRole(ctx, request);
    const { body, total, link } = await adminListUsers(ctx, request.query);
    reply.header('x-total-count', String(total)).header('link', link);
    return body;
  });
  app.post('/invite', async (request) => {
    await requireServiceRole(ctx, request);
    return adminInviteUser(ctx, request.body, queryValue(request, 'redirect_to'));
  });
}
