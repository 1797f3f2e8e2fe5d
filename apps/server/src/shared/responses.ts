import { ErrorBody } from '@tapline/contracts';

/** The error answers every public read route can give, declared for OpenAPI. */
export const publicErrorResponses = {
  400: ErrorBody.describe('A query or path value is invalid; details name the field'),
  401: ErrorBody.describe('The x-functions-key header is missing or wrong'),
  404: ErrorBody.describe('Not found'),
  500: ErrorBody.describe('Internal server error'),
} as const;

/** Cache-Control of every private answer (plugins/cache-control.ts, decision 0047) */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** The OpenAPI security requirement of a private route: the app key and a signed-in user's bearer token. */
export const privateSecurity = [{ functionsKey: [], bearer: [] }];

/**
 * 403 of a change to an organisation by a platform admin who is not one of its members: they see it read-only and
 * change it from its admin page (decision 0119). Routes whose 403 already means something add this to its text.
 */
export const ADMIN_READ_ONLY = 'a platform admin who is not a member (they see the organisation read-only)';
export const adminReadOnlyResponse = { 403: ErrorBody.describe(`Refused to ${ADMIN_READ_ONLY}`) } as const;

/** The error answers every private route can give; each route adds its own 400, 403, 404, 409 … */
export const privateErrorResponses = {
  401: ErrorBody.describe(
    'No app key, no valid bearer token or API key (a revoked or expired key too), or MFA required (code mfa_required)',
  ),
  403: ErrorBody.describe('An API key without the scope the route states (x-tapline-scope), or a route no API key may call'),
  429: ErrorBody.describe('Rate limited; see Retry-After'),
  500: ErrorBody.describe('Internal server error'),
} as const;
