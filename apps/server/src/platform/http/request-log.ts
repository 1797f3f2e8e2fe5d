import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One-time secrets travel in some URLs: invite tokens in the path (`/api/invites/<token>`), mailed-link tokens and
 * codes in the query (`/auth/v1/verify?token=…`, `/auth/invite?token=…`, `token_hash`, `code`, …). A request log
 * is read by more people, and kept longer, than the secrets are meant to live: log those URLs with the values
 * replaced.
 */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'token_hash',
  'code',
  'refresh_token',
  'access_token',
  'id_token',
  'apikey',
  'password',
  'otp',
]);
const SECRET_PATHS = [/^(\/api\/invites\/)[^/?#]+/];
const REDACTED = '[redacted]';

export function redactSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came; it can't be one of ours
      }
      return separator !== -1 && SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL's secrets redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** LOG_SLOW_REQUEST_MS's default: an answer slower than a second is worth a line whatever its status. */
export const DEFAULT_SLOW_REQUEST_MS = 1000;

/**
 * One line when a request is answered, at the level it deserves: a slow answer at warn, a refused or failed one (4xx,
 * 5xx) at info, every other at debug; no "incoming request" line. A failure's own line, at error, is the error
 * handler's, and names neither the statement nor the values the request carried: this line's URL stays at info. At the default level (info) a busy
 * server writes only what someone may need to read, while /metrics counts every request by route and status
 * (docs/metrics.md), and LOG_LEVEL=debug brings back a line for each. A line for every request cost a fifth of the
 * cached throughput. Fastify's other lines (errors its own handler logs, streams cut short) are kept.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowRequestMs: number) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const level = error ? 'error' : responseTime >= this.slowRequestMs ? 'warn' : status >= 400 ? 'info' : 'debug';
    reply.log[level](
      { req: request, res: reply, responseTime, ...(error ? { err: error } : {}) },
      error ? 'request errored' : 'request completed',
    );
  }
}
