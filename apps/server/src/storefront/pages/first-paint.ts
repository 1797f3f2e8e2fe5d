import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

// The server's first paint of a public page (decision 0104): the web app's own components rendered to HTML by the
// renderer the web build writes to dist-server/ (`vite build -c vite.server.config.ts`), from the API answers the
// page embeds. Without that build (the API alone, or a build from before it) pages go out as before: an empty
// #root the browser's app fills.

export interface FirstPaintRequest {
  url: string;
  data: Record<string, unknown>;
  config: unknown;
}

/** `html` for #root, or what the render missed: answers the page did not embed, routes that did not load */
export type FirstPaintRenderer = (request: FirstPaintRequest) => Promise<{ html?: string; missed: string[] }>;

/** A render that takes longer than this is not waited for: the page goes out with an empty #root. */
export const FIRST_PAINT_BUDGET_MS = 250;

/** The renderer built beside the web app's dist/ (dist-server/entry-server.js), or undefined when there is none. */
export async function loadFirstPaintRenderer(distDir: string | undefined, log: FastifyBaseLogger): Promise<FirstPaintRenderer | undefined> {
  if (!distDir) return undefined;
  const entry = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderFirstPaint?: FirstPaintRenderer };
    return typeof module.renderFirstPaint === 'function' ? module.renderFirstPaint : undefined;
  } catch (error) {
    log.warn({ err: error }, 'first paint: the renderer could not be loaded; pages go out without it');
    return undefined;
  }
}

/**
 * The paints of the pages asked for most, by their URL and the answers they were painted from: the same answers
 * paint the same page, so a paint is reused until the data it shows changes, with nothing to invalidate. A page
 * that could not be painted is remembered too (as ''), so it is not tried again for the same answers. A paint is
 * kept a minute at most: what it says relative to now ("open now", "on tap for 3 days") stays close to true.
 */
export function createFirstPaintCache(maxPages = 500) {
  return new LRUCache<string, string>({ max: maxPages, ttl: 60_000 });
}

function paintKey({ url, data }: FirstPaintRequest): string {
  return createHash('sha256').update(url).update('\0').update(JSON.stringify(data)).digest('base64url');
}

/** The page's paint from the cache, or rendered (and kept) when the answers it embeds are new. */
export async function cachedFirstPaint(
  cache: LRUCache<string, string>,
  render: FirstPaintRenderer,
  request: FirstPaintRequest,
  log: FastifyBaseLogger,
  /** told whether the paint was found (the metrics' cache hits and misses) */
  looked?: (found: boolean) => void,
): Promise<string | undefined> {
  const key = paintKey(request);
  const kept = cache.get(key);
  looked?.(kept !== undefined);
  if (kept !== undefined) return kept || undefined;
  return firstPaint(render, request, log, (result) => cache.set(key, result.html ?? ''));
}

/**
 * The first paint's HTML, or undefined when it failed, missed an answer or took longer than the budget.
 * `settled`: told of a render that finished (late ones too), for the cache.
 */
export async function firstPaint(
  render: FirstPaintRenderer,
  request: FirstPaintRequest,
  log: FastifyBaseLogger,
  settled?: (result: { html?: string; missed: string[] }) => void,
): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_PAINT_BUDGET_MS);
  });
  try {
    const rendering = render(request);
    if (settled) void rendering.then(settled, () => undefined);
    const result = await Promise.race([rendering, late]);
    if (!result) log.warn({ url: request.url }, `first paint: not ready within ${FIRST_PAINT_BUDGET_MS} ms; the page goes out without it`);
    else if (result.missed.length > 0)
      log.debug({ url: request.url, missed: result.missed }, 'first paint: the page needs more than it embeds');
    return result?.html;
  } catch (error) {
    log.warn({ err: error, url: request.url }, 'first paint: rendering failed; the page goes out without it');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html's empty `<div id="root"></div>` with the first paint inside. Such a page drops its module preloads and
 * loads its entry script through /after-paint.js, once the browser has painted: the page is on screen without its
 * scripts, so they no longer race its stylesheet and images for a phone's bandwidth before the first paint.
 */
export function withFirstPaint(html: string, body: string | undefined): string {
  if (!body) return html;
  const at = html.indexOf('<div id="root"></div>');
  if (at < 0) return html;
  const open = '<div id="root">';
  const painted = `${html.slice(0, at + open.length)}${body}${html.slice(at + open.length)}`;
  return painted
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(
      /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
      (_script, entry: string) => `<script type="module" src="/after-paint.js" data-entry="${entry}"></script>`,
    );
}
