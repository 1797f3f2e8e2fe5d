import { ErrorBody, Health, Readiness, RuntimeConfig } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';
import { pingDatabase } from './system.queries';

export interface SystemRoutesOptions {
  db: Database;
  /** fixed, or made per request (the auth URL defaults to the request's own origin) */
  runtimeConfig: RuntimeConfig | ((request: FastifyRequest) => Promise<RuntimeConfig>);
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { db, runtimeConfig }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, after a round trip to the database',
        response: { 200: Health, 401: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'health check: database unreachable');
        throw new AppError('service_unavailable', 'The database is unreachable');
      }
      return { status: 'ok' as const };
    },
  );

  // The load balancer's and orchestrator's probes: no app key (they can't all send one), and nothing but states.
  app.get(
    '/api/health/live',
    { schema: { tags: ['system'], summary: 'The process answers (no dependency is asked)', security: [], response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this instance should get traffic: database, migrations, Redis and file store reachable, not shutting down',
        security: [],
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (request, reply) => {
      const report = await app.readiness.report((check, error) =>
        request.log.warn({ err: loggableError(error), check }, 'readiness check failing'),
      );
      reply.header('cache-control', 'no-store');
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    },
  );

  // Runtime settings for the SPA: the same build runs against any deployment.
  app.get('/config.json', { schema: { hide: true, response: { 200: RuntimeConfig } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return typeof runtimeConfig === 'function' ? runtimeConfig(request) : runtimeConfig;
  });
};
