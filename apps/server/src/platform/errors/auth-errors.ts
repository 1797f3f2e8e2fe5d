import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from './loggable-error';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@tapline/contracts';
import type { z } from 'zod';
import { sizeText } from './fastify-messages';

/**
 * /auth/v1 speaks Supabase Auth's error dialect, not the /api error model: the official client reads the code from
 * `{code, message}` when the answer carries `X-Supabase-Api-Version: 2024-01-01`, and from the legacy
 * `{code: <status>, error_code, msg}` otherwise (docs/protocols/supabase-auth.md, Error shapes).
 */
export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** extra top-level fields of the body, e.g. weak_password */
    readonly extra?: Record<string, unknown>,
    /** headers of the answer, e.g. Retry-After */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userBanned: () => new AuthError(403, 'user_banned', 'User is banned'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  noApiKey: () => new AuthError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key'),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', undefined, {
      'retry-after': String(Math.max(1, retryAfterSeconds)),
    }),
};

function wantsVersionedErrors(request: FastifyRequest): boolean {
  const header = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && /^2\d{3}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION;
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
  const body = wantsVersionedErrors(request)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  if (!wantsVersionedErrors(request)) reply.header('x-sb-error-code', error.code);
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx (malformed JSON, body too large, wrong content type) in the same dialect. */
function fromFastifyError(error: FastifyError, request: FastifyRequest): AuthError {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413)
    return new AuthError(413, 'request_entity_too_large', `Request body is too large: at most ${sizeText(request.routeOptions.bodyLimit)}`);
  if (status === 415) return new AuthError(415, 'validation_failed', 'Content-Type must be application/json');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (status === 429) return authErrors.rateLimited(60);
  return new AuthError(status, status === 404 ? 'not_found' : 'validation_failed', error.message);
}

export function authErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) return sendAuthError(request, reply, error);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return sendAuthError(request, reply, fromFastifyError(error as FastifyError, request));
  request.log.error({ err: loggableError(error) }, 'auth request failed');
  return sendAuthError(
    request,
    reply,
    new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  );
}

/**
 * Unknown fields are ignored and nulls tolerated (auth-js sends `code_challenge: null`); wrong types are a 400,
 * and so is text the database can't store (NUL, a lone surrogate) anywhere in the fields read, metadata included.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw authErrors.validation(`${field}: ${issue?.message ?? 'is invalid'}`);
  }
  const unstorable = unstorableTextPath(parsed.data);
  if (unstorable) throw authErrors.validation(`${unstorable.join('.') || 'body'}: ${UNSTORABLE_TEXT_MESSAGE}`);
  return parsed.data;
}
