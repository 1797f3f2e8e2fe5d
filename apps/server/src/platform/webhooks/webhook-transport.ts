import { Agent, request } from 'undici';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@tapline/contracts';
import { type AddressPolicy, pinnedLookup, RefusedAddressError, refusedUrl } from './webhook-address';

/** 5 s to connect, 15 s for the whole attempt (decision 0198) */
const WEBHOOK_CONNECT_TIMEOUT_MS = 5_000;
const WEBHOOK_TOTAL_TIMEOUT_MS = 15_000;

export interface WebhookAnswer {
  /** null when no answer came */
  status: number | null;
  retryAfterSeconds: number | null;
  excerpt: string;
  error: string | null;
  durationMs: number;
}

/** How an attempt is sent: undici through the pinned lookup in production; the same in tests, with their resolver. */
export type WebhookTransport = (url: string, headers: Record<string, string>, body: string) => Promise<WebhookAnswer>;

/** Retry-After in seconds or as an HTTP date, from now (null when absent or unreadable). */
function retryAfterSeconds(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

async function excerptOf(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES).toString('utf8');
}

/**
 * Posts with undici: no redirect followed (a 3xx is the answer), the connection made to the address the pinned
 * lookup checked, and cut off after the timeouts. A refused address, a failed connection or a timeout is an answer
 * without a status.
 */
export function undiciTransport(
  policy: AddressPolicy,
  timeouts = { connectMs: WEBHOOK_CONNECT_TIMEOUT_MS, totalMs: WEBHOOK_TOTAL_TIMEOUT_MS },
): WebhookTransport {
  const agent = new Agent({
    connect: { timeout: timeouts.connectMs, lookup: pinnedLookup(policy) },
    headersTimeout: timeouts.totalMs,
    bodyTimeout: timeouts.totalMs,
  });
  return async (url, headers, body) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    const refused = await refusedUrl(url, policy, false);
    if (refused) return { status: null, retryAfterSeconds: null, excerpt: '', error: `The URL ${refused}`, durationMs: took() };
    try {
      const answer = await request(url, {
        method: 'POST',
        headers: { ...headers, 'user-agent': 'Tapline-Webhooks/1' },
        body,
        dispatcher: agent,
        signal: AbortSignal.timeout(timeouts.totalMs),
      });
      const excerpt = await excerptOf(answer.body);
      answer.body.destroy();
      return {
        status: answer.statusCode,
        retryAfterSeconds: retryAfterSeconds(answer.headers['retry-after'], new Date()),
        excerpt,
        error: null,
        durationMs: took(),
      };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof RefusedAddressError ? error.cause : error;
      const message = cause instanceof Error ? `${cause.name === 'Error' ? '' : `${cause.name}: `}${cause.message}` : String(cause);
      return { status: null, retryAfterSeconds: null, excerpt: '', error: message.slice(0, 500), durationMs: took() };
    }
  };
}
