import { Readable } from 'node:stream';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform';
import { robotsTxt, sitemap, SITEMAP_LIMITS, type SitemapLimits } from './sitemap';

export interface PagesRoutesOptions {
  db: Database;
  /** the fixed public origin every URL is made from (decision 0051) */
  origin: string;
  /** URLs per sitemap file and rows per read (tests make them small) */
  sitemapLimits?: SitemapLimits | undefined;
}

/** Crawlers may keep these for an hour: a new product shows up soon enough. */
const CRAWLER_CACHE = 'public, max-age=3600';

export const pagesRoutes: FastifyPluginAsyncZod<PagesRoutesOptions> = async (app, { db, origin, sitemapLimits = SITEMAP_LIMITS }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }) } },
    async (request, reply) => {
      const answer = await sitemap(db, origin, request.query.page, sitemapLimits);
      if (answer === undefined) throw new AppError('not_found', `The sitemap has no page ${request.query.page}`);
      reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8');
      return reply.send(typeof answer === 'string' ? answer : Readable.from(answer));
    },
  );
};
