import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@tapline/db';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler';
import { AppMetrics } from './app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's metrics (decorated on the root by buildApp): parts count what they do on it */
    metrics: AppMetrics;
  }
}

/** the route label of a request no route matched: the web app's pages and unknown paths (the not-found handler) */
const UNROUTED = '(no route)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The app's metrics, and GET /metrics in Prometheus's text format when METRICS_TOKEN is set (decision 0154): a
 * scraper sends it as a bearer token; a request without it, or with another, is 401. Without the setting the path
 * is not served here (404); METRICS_PORT serves it on loopback instead (./metrics-listener.ts). It is outside /api,
 * so neither the app key nor the /api rate limit applies: a scraper answers to the operator, as the health probes do.
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string | undefined): AppMetrics {
  const metrics = new AppMetrics(db);
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  // the route's pattern, never the URL: one series per route, however many ids and queries are asked for
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNROUTED;
    metrics.httpRequests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  if (!token) return metrics;

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 'unauthorized', 'Send the metrics token (METRICS_TOKEN) as Authorization: Bearer <token>');
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
  return metrics;
}
