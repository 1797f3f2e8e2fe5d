import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** answers smaller than this go as they are: a compressed frame would save little or nothing (decision 0063) */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** brotli per request at quality 4: most of quality 11's gain at a small share of its CPU (static files get 11) */
const DYNAMIC_BROTLI_QUALITY = 4;
const ENCODINGS = ['br', 'gzip'] as const;
/**
 * text (but not event streams), JSON, XML and scripts; mime-db's list answers for the rest (images other than SVG
 * and octet-stream are not compressible there)
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/i;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };
const gzipOptions = { level: constants.Z_DEFAULT_COMPRESSION };
const negotiator = new Negotiator({ supportedValues: [...ENCODINGS] });

function isCompressible(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** the encoding an `Accept-Encoding` header prefers among ours (`*` and `x-gzip` as gzip, as @fastify/compress reads it) */
function negotiate(header: string | undefined): (typeof ENCODINGS)[number] | null {
  if (!header) return null;
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) as (typeof ENCODINGS)[number] | null;
}

/**
 * Dynamic answers (JSON, the HTML the server writes) are compressed per request, brotli preferred, gzip otherwise,
 * when they reach the threshold and the client accepts either (decision 0063). Built files are compressed at build
 * time and sent by @fastify/static as they are (`preCompressed`); an answer that already has a Content-Encoding is
 * never compressed again. Request bodies are not decompressed: their limits (decision 0046) stay as they are.
 *
 * Must be registered before the routes: @fastify/compress attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions,
    zlibOptions: gzipOptions,
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const encoded = reply.getHeader('content-encoding');
    if (encoded !== undefined && encoded !== 'identity') return payload;
    if (!isCompressible(reply)) return payload;
    // what a cache stores for this URL depends on the request's Accept-Encoding, whichever way this answer goes
    addVary(reply);
    // a route's answer is @fastify/compress's; answers of the not-found handler (no route: the web app's pages, 404s)
    // don't pass through it, so they are compressed here, the same way
    if (request.routeOptions.url !== undefined) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = negotiate(request.headers['accept-encoding']);
    if (body.length < COMPRESSION_THRESHOLD_BYTES || encoding === null || reply.statusCode === 206) return payload;
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);
  });
}
