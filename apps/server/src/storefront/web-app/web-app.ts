import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Database } from '@tapline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggableError, sendError } from '../../platform';
import { cachedFirstPaint, createFirstPaintCache, loadFirstPaintRenderer, withFirstPaint } from '../pages/first-paint';
import { renderPage } from '../pages/page-html';
import { describePage } from '../pages/pages.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  db: Database;
  /** the built web app (with index.html), or undefined when this server only answers the API */
  distDir: string | undefined;
  /** the fixed public origin canonical and share URLs are made from (decision 0051) */
  origin: string;
  /** what /config.json answers, written into every page too */
  runtimeConfig: (request: FastifyRequest) => Promise<unknown>;
}

/**
 * Serves the built SPA: hashed assets cached for a year, other files revalidated, and every page (a path
 * without a file extension) as index.html with its own head and the runtime config in it (decision 0060): 200
 * for a page the web app has, 404 for one it hasn't (it shows its Not Found page), 301 to the current slug.
 */
export async function registerWebApp(app: FastifyInstance, { db, distDir, origin, runtimeConfig }: WebAppOptions) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const template = indexFile !== undefined && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (template !== undefined && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // pages, / included, are the not-found handler's below: never the bare index.html, nor a directory (403)
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // the build's .br and .gz siblings, chosen by Accept-Encoding (decision 0063)
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const firstPaintRenderer = template !== undefined ? await loadFirstPaintRenderer(distDir, app.log) : undefined;
  const paints = createFirstPaintCache();
  const countPaint = (found: boolean) => (found ? app.metrics.cacheHits : app.metrics.cacheMisses).inc({ cache: 'first_paints' });

  async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, pathname: string) {
    const queryAt = request.url.indexOf('?');
    const queryString = queryAt < 0 ? '' : request.url.slice(queryAt);
    let answer;
    try {
      answer = await describePage(db, origin, pathname, request.query as Record<string, unknown>, queryString);
    } catch (error) {
      // the shell still loads, and the app shows its own error for what it can't read
      request.log.error({ err: loggableError(error) }, 'page head: reading the page failed');
      return reply.code(500).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    }
    if ('redirect' in answer) return reply.header('cache-control', 'no-cache').redirect(answer.redirect, 301);
    const config = await runtimeConfig(request);
    // the public pages a visitor or a crawler lands on paint before their scripts run (decision 0104)
    const body =
      firstPaintRenderer && answer.status === 200 && !answer.noindex
        ? await cachedFirstPaint(paints, firstPaintRenderer, { url: request.url, data: answer.data ?? {}, config }, request.log, countPaint)
        : undefined;
    const page = withFirstPaint(renderPage(html, answer, config), body);
    return reply.code(answer.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (template !== undefined && !isApi && !looksLikeFile && wantsPage) return sendPage(request, reply, template, pathname);
    return sendError(reply, 'not_found', `No route for ${request.method} ${pathname}`);
  });
}
