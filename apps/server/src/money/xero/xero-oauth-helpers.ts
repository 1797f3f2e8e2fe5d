import * as oauth from 'oauth4webapi';
import { XeroOAuthError } from './xero-errors';

// The OAuth details the client leans on: the access token's consent id, Xero's Basic header, oauth4webapi's errors as Xero's.

/** `authentication_event_id` from the access token's payload (not verified: Xero says to use tokens, not check them). */
export function authEventIdOf(accessToken: string): string | undefined {
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { authentication_event_id?: unknown };
    return typeof claims.authentication_event_id === 'string' ? claims.authentication_event_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `Authorization: Basic base64(client_id:client_secret)` exactly as Xero documents it and xero-node sends it.
 * oauth4webapi's ClientSecretBasic form-encodes both first (RFC 6749 §2.3.1), turning the `-` and `_` of Xero's
 * secrets into `%2D`/`%5F`; sending Xero's documented form removes that doubt.
 */
export function xeroBasicAuth(clientId: string, clientSecret: string): oauth.ClientAuth {
  const header = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  return (_server, _client, _body, headers) => {
    headers.set('authorization', header);
  };
}

export function toOAuthError(error: unknown): unknown {
  if (error instanceof oauth.ResponseBodyError) return new XeroOAuthError(error.error, error.error_description, error.status);
  if (error instanceof oauth.AuthorizationResponseError) return new XeroOAuthError(error.error, error.error_description, 400);
  if (error instanceof oauth.OperationProcessingError && /state/i.test(error.message)) {
    return new XeroOAuthError('invalid_state', 'the callback does not answer this authorization request', 400);
  }
  return error;
}
