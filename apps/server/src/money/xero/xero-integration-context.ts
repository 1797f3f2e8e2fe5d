import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import { OperationProcessingError } from 'oauth4webapi';
import { AppError } from '../../platform';
import { XeroNotConnectedError, type XeroDeps } from './xero-access';
import { XeroError, XeroOAuthError, XeroRateLimitedError, XeroUnauthorizedError, XeroValidationError } from './xero-errors';
import { TokenDecryptionError } from './xero-token-encryption';

// What the integration's use cases share (connecting, status and disconnecting, options and settings): the context
// the routes hand them, who may manage it, and Xero's failures turned into answers a person can act on.

export type OrganisationType = 'venue' | 'supplier';

export interface XeroIntegrationContext {
  db: Database;
  /** undefined: this server has no Xero app configured */
  xero: XeroDeps | undefined;
  log: FastifyBaseLogger;
}

export const MANAGERS = ['owner', 'admin'] as const;

/**
 * Xero's failures as the person should meet them: a refusal of what they sent is a 400 in Xero's words, a lost
 * connection a 409 that says to reconnect, Xero down or busy a 503 to try again. Anything else is the caller's.
 */
function xeroAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof XeroNotConnectedError)
    return new AppError('conflict', `${error.message}: connect it again from the integrations page`);
  if (error instanceof TokenDecryptionError) {
    return new AppError(
      'conflict',
      "The stored Xero connection can't be read (this server's XERO_TOKEN_KEY changed): connect Xero again from the integrations page",
    );
  }
  if (error instanceof XeroValidationError)
    return new AppError('bad_request', `Xero refused it: ${error.messages.join(' ') || 'no reason given'}`, { messages: error.messages });
  if (error instanceof XeroRateLimitedError) {
    const wait = error.retryAfterSeconds === undefined ? 'in a minute' : `in ${error.retryAfterSeconds} seconds`;
    return new AppError(
      'service_unavailable',
      `Xero is busy for this organisation (its ${error.problem ?? 'rate'} limit); try again ${wait}`,
    );
  }
  if (error instanceof XeroUnauthorizedError) {
    return new AppError(
      'conflict',
      'Xero refused access to this organisation (it may have been disconnected in Xero): connect it again from the integrations page',
    );
  }
  if (error instanceof XeroOAuthError && error.status < 500) {
    return new AppError('bad_request', `Xero refused the connection (${error.error}); start again from the integrations page`);
  }
  // 5xx, an answer we can't read, a timeout or a network failure
  const unreachable =
    error instanceof XeroError ||
    error instanceof OperationProcessingError ||
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
  if (unreachable) return new AppError('service_unavailable', 'Xero did not answer; try again');
  return error;
}

export async function throughXero<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw xeroAppError(error);
  }
}

export function requireXero(context: XeroIntegrationContext): XeroDeps {
  if (!context.xero) {
    throw new AppError(
      'conflict',
      "Xero isn't set up on this server (no Xero app is configured), so it can't be connected; ask whoever runs Tapline",
    );
  }
  return context.xero;
}
