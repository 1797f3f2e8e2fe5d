import { createHash, timingSafeEqual } from 'node:crypto';
import { FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler';

/** Documentation is a page a person opens in a browser, which can't add headers: docs/decisions/0004. */
// The realtime socket's upgrade can't carry it either: its first message does (decision 0109).
// Xero's webhook deliveries carry its signature over the body instead.
// The health probes come from load balancers and orchestrators, which answer to the operator, not to the app key.
const OPEN_PATHS = new Set([
  '/api/openapi.json',
  '/api/realtime',
  '/api/integrations/xero/webhooks',
  '/api/health/live',
  '/api/health/ready',
]);
const OPEN_PREFIXES = ['/api/docs'];
/** Uploaded images are loaded by <img> tags, which can't add headers either: docs/decisions/0008. */
const OPEN_READ_PREFIXES = ['/api/uploads'];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function under(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function requiresFunctionsKey(url: string, method = 'GET'): boolean {
  const path = url.split('?')[0] ?? url;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (OPEN_PATHS.has(path)) return false;
  if ((method === 'GET' || method === 'HEAD') && under(path, OPEN_READ_PREFIXES)) return false;
  return !under(path, OPEN_PREFIXES);
}

/** Whether `given` is the app key, compared in constant time. */
export function functionsKeyMatcher(functionsKey: string): (given: string) => boolean {
  const expected = digest(functionsKey);
  return (given) => timingSafeEqual(digest(given), expected);
}

/** Every /api call carries the app key; compared in constant time. */
export function registerFunctionsKey(app: FastifyInstance, functionsKey: string) {
  const matches = functionsKeyMatcher(functionsKey);
  app.addHook('onRequest', async (request, reply) => {
    if (!requiresFunctionsKey(request.url, request.method)) return;
    const given = request.headers[FUNCTIONS_KEY_HEADER];
    if (typeof given !== 'string' || given.length === 0) {
      return sendError(reply, 'unauthorized', `Missing ${FUNCTIONS_KEY_HEADER} header`);
    }
    if (!matches(given)) {
      return sendError(reply, 'unauthorized', `Invalid ${FUNCTIONS_KEY_HEADER} header`);
    }
  });
}
