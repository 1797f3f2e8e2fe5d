import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../shared/responses';

/** a route that asks for the signed-in user's bearer token (its OpenAPI security is `privateSecurity`) */
function asksForBearer(request: FastifyRequest): boolean {
  const security = request.routeOptions.schema?.security as Array<Record<string, unknown>> | undefined;
  return security?.some((requirement) => 'bearer' in requirement) ?? false;
}

/**
 * Private answers are never stored by a browser or a proxy (decision 0047): every /api answer of a route that
 * asks for a bearer token, or to a call that carries one (public routes may show members more), is
 * `Cache-Control: no-store`, errors included. An answer that set its own Cache-Control keeps it (uploads are
 * public and immutable); anonymous answers of the public catalogue are left as they are.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return payload;
    if (request.headers.authorization !== undefined || asksForBearer(request)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
