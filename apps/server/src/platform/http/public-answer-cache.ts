import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import { runCancellable, type Database } from '@tapline/db';
import { AppError } from '../errors/app-error';
import { readCatalogueVersion } from '../../shared/catalogue-version.queries';
import { isCancelledQuery } from '../../shared/database-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an anonymous answer of the public catalogue: cached in the server, with Cache-Control and an ETag (decision 0101) */
    publicAnswer?: boolean;
    /**
     * a public read that may cost tens of milliseconds of database time (a search, a suggestion): at most
     * `heavyReadConcurrency` of them run at once, the rest wait in the server (decision 0103, amended)
     */
    heavyRead?: boolean;
  }
}

export interface PublicAnswerCacheSettings {
  /** how long an answer is kept (0: not cached, not marked cacheable) */
  seconds: number;
  /** at most this many bytes of answers, the least recently used dropped first */
  maxBytes?: number;
  /** a public read still running after this long is cancelled and answered 503 (decision 0103; default 5 s) */
  readTimeoutMs?: number;
  /**
   * how old the catalogue version a cached answer is served under may be (default 250 ms): a hit touches no
   * database while the version read is younger; a write through this instance makes the next request read it
   */
  versionMaxAgeMs?: number;
  /**
   * how many heavy reads (routes with `heavyRead`) run at once (default 4; main.ts: half the pool on PostgreSQL, one
   * on the embedded database): the others wait in the server, so the pool's other connections and the database's
   * time stay for cheap reads (a product's page) and for writes while searches pile up
   */
  heavyReadConcurrency?: number;
}

/** the requests waiting for one answer: its read is cancelled when all of them have gone */
interface Flight {
  controller: AbortController;
  waiters: number;
}

interface CachedAnswer {
  body: string;
  etag: string;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_READ_TIMEOUT_MS = 5000;
const DEFAULT_VERSION_MAX_AGE_MS = 250;
const DEFAULT_HEAVY_READ_CONCURRENCY = 4;
const BUSY = 'The catalogue is busy: try again in a moment';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** a CDN or browser may serve an answer this much past its max-age while it asks again */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

/**
 * An answer that depends on who asks is never cached nor marked cacheable: a bearer (a member may see more, e.g.
 * their own suspended supplier) or a `venueId` (that venue's own prices, decision 0069).
 */
function isPersonal(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.headers.authorization !== undefined || query?.venueId !== undefined;
}

/** JSON with keys in order, so `?a=1&b=2` and `?b=2&a=1` are one key */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** the route and its parsed (normalised, defaulted) params and query: `?q=hazy` and `?q=%20hazy&page=1` are one key */
function answerKey(request: FastifyRequest): string {
  return `${request.routeOptions.url ?? request.url} ${stableJson(request.params)} ${stableJson(request.query)}`;
}

function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names this answer (weak comparison, RFC 9110 §13.1.2) */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Public catalogue answers, kept in this process for a short time under the catalogue's version (decision 0101):
 * a change anywhere (any instance, any write path: the database's triggers count it) makes a new version and so
 * new keys. Concurrent misses of one key wait for one query (lru-cache's fetch). Answers carry
 * `Cache-Control: public` and a weak ETag; If-None-Match with it gets 304.
 */
export function registerPublicAnswerCache(app: FastifyInstance, db: Database, settings: PublicAnswerCacheSettings) {
  const readTimeoutMs = settings.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  const inflight = new Map<string, Flight>();
  const heavyReads = new PQueue({ concurrency: settings.heavyReadConcurrency ?? DEFAULT_HEAVY_READ_CONCURRENCY });

  /**
   * runs `read` until its time runs out or every request waiting for it (under `key`) has gone; a heavy read first
   * waits for its turn, and leaves the line without running when that happens while it waits
   */
  function shed<T>(request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<T>): Promise<T> {
    let flight = inflight.get(key);
    if (!flight) inflight.set(key, (flight = { controller: new AbortController(), waiters: 0 }));
    const joined = flight;
    joined.waiters += 1;
    const left = () => {
      joined.waiters -= 1;
      if (joined.waiters > 0) return;
      if (inflight.get(key) === joined) inflight.delete(key);
      if (!reply.raw.writableFinished) joined.controller.abort();
    };
    // a client that left before its request got here (it waited for the catalogue version) closed the
    // connection already: no 'close' event is to come
    if (reply.raw.destroyed || request.raw.socket?.destroyed) left();
    else reply.raw.once('close', left);
    const signal = AbortSignal.any([joined.controller.signal, AbortSignal.timeout(readTimeoutMs)]);
    const heavy = request.routeOptions.config.heavyRead === true;
    const run = () => runCancellable(signal, read, { heavy });
    // a heavy read keeps its turn until its read has settled (a cancelled one too): p-queue's own `signal` option
    // would hand the turn on at the abort, while the cancelled statement still holds its connection; one whose
    // client left while it waited ends at once when its turn comes
    const answer = heavy
      ? heavyReads.add(() => (signal.aborted ? Promise.reject(new AppError('service_unavailable', BUSY)) : run()))
      : run();
    return answer.catch((error: unknown) => {
      if (isCancelledQuery(error) || signal.aborted) throw new AppError('service_unavailable', BUSY);
      throw error;
    });
  }

  const cacheControl = `public, max-age=${settings.seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
  const cache = new LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>({
    maxSize: settings.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (answer) => answer.body.length + answer.etag.length,
    ttl: settings.seconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  // The version read is reused while it is younger than versionMaxAgeMs, so a hit costs no database round trip
  // (on the embedded database, a hit would otherwise queue behind every search); concurrent requests share one read.
  // Another instance's change is seen within that age; this instance's own writes are seen at once: a request that
  // may write forgets the version before its answer goes out, after its transaction has committed.
  const versionMaxAgeMs = settings.versionMaxAgeMs ?? DEFAULT_VERSION_MAX_AGE_MS;
  let known: { version: number; readAt: number; generation: number } | undefined;
  let generation = 0;
  let versionRead: { read: Promise<number>; generation: number } | undefined;
  const currentVersion = (): number | Promise<number> => {
    if (known && known.generation === generation && performance.now() - known.readAt < versionMaxAgeMs) return known.version;
    // a read that began before this instance's last write may miss it: not joined
    if (versionRead?.generation === generation) return versionRead.read;
    const startedAt = performance.now();
    const startedIn = generation;
    const read = readCatalogueVersion(db)
      .then((version) => {
        if (startedIn === generation) known = { version, readAt: startedAt, generation: startedIn };
        return version;
      })
      .finally(() => {
        if (versionRead?.read === read) versionRead = undefined;
      });
    versionRead = { read, generation: startedIn };
    return read;
  };
  app.addHook('onSend', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    generation += 1;
    known = undefined;
  });

  async function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    reply.header('cache-control', cacheControl).header('etag', answer.etag).header('vary', 'Authorization');
    if (isNotModified(request, answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.publicAnswer) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function cachedHandler(this: FastifyInstance, request, reply) {
      if (settings.seconds <= 0 || isPersonal(request))
        return shed(request, reply, `${request.id}`, async () => handler.call(this, request, reply));
      const key = `${await currentVersion()} ${answerKey(request)}`;
      const status: LRUCache.Status<string, CachedAnswer, () => Promise<CachedAnswer>> = {};
      // every request for the key joins the read, the one that started it or a later one that waits for it
      const answer = await shed(request, reply, key, () =>
        cache.forceFetch(key, {
          status,
          context: async () => {
            // the route's own serializer: the answer is checked against its contract as any other
            const body = String(reply.serialize(await handler.call(this, request, reply)));
            return { body, etag: weakEtag(body) };
          },
        }),
      );
      // a request that joined another's read made no read of its own: a hit
      if (status.fetchDispatched) app.metrics.cacheMisses.inc({ cache: 'public_answers' });
      else app.metrics.cacheHits.inc({ cache: 'public_answers' });
      return send(request, reply, answer);
    };
  });
}
