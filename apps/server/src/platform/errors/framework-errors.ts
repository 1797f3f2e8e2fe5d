import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, sendAuthError } from './auth-errors';
import { sendError } from './error-handler';

/**
 * Refusals Fastify makes before any route or error handler runs (decision 0046), in the error model:
 * `{error:{code,message,details?}}` under /api and the rest of the site, Supabase's shape under /auth/v1.
 */

/** Path parameters longer than this are refused by the router; the routes' own schemas bound them well below. */
export const MAX_PARAM_LENGTH = 500;

const AUTH_PREFIX = '/auth/v1/';

function isAuthPath(url: string | undefined): boolean {
  return (url ?? '').startsWith(AUTH_PREFIX);
}

function frameworkMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_BAD_URL') return 'The path is not valid: it has a malformed percent-encoding (such as %FF)';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return `A path segment is longer than ${MAX_PARAM_LENGTH} characters`;
  return 'The request could not be routed';
}

/** Fastify's `frameworkErrors`: a malformed percent-encoding in the path, a path parameter over the router's limit. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed before routing');
  const message = status === 500 ? 'Internal server error' : frameworkMessage(error);
  if (isAuthPath(request.raw.url)) {
    return sendAuthError(request, reply, new AuthError(status, status === 500 ? 'unexpected_failure' : 'validation_failed', message));
  }
  return sendError(reply, status === 500 ? 'internal' : 'bad_request', message);
}

/** Node's parse error: `rawPacket` holds the bytes read so far (typed loosely by Fastify) */
type ClientError = Error & { code?: string; rawPacket?: unknown };

const clientErrors: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large' },
};

/**
 * Node's HTTP parser refusing a request (bad framing, headers too large, a timeout): Fastify's default writes
 * its own `{error,message,statusCode}`; this writes the error model (Supabase's shape for /auth/v1) instead.
 */
export function handleClientError(error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' };
  const firstLine = Buffer.isBuffer(error.rawPacket) ? (error.rawPacket.toString('latin1', 0, 200).split('\r\n')[0] ?? '') : '';
  const auth = firstLine.split(' ')[1]?.startsWith(AUTH_PREFIX) ?? false;
  const body = JSON.stringify(
    auth
      ? { code: known.status, error_code: 'validation_failed', msg: known.message }
      : { error: { code: 'bad_request', message: known.message } },
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
