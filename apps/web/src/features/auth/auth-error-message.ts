import { isAuthError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api-client';

export const CONNECTION_MESSAGE = 'Could not reach Tapline. Check your connection and try again.';
export const RATE_LIMIT_MESSAGE = 'Too many attempts, try again in a minute';
const WRONG_CODE_MESSAGE = 'That code didn’t work. Check the newest code and try again.';
const NEEDS_SECOND_FACTOR_MESSAGE = 'Confirm it’s you with your second factor first, then try again.';

/** What each reason of a 422 `weak_password` means, in a person's words. */
const weakPasswordReasons: Record<string, string> = {
  length: 'it is too short',
  characters: 'it needs more kinds of characters',
  pwned: 'it has appeared in a known data breach',
};

/** "it is too short; it has appeared in a known data breach" (unknown reasons are left to the server's message). */
export function describeWeakPasswordReasons(reasons: readonly string[]): string {
  return reasons
    .map((reason) => weakPasswordReasons[reason])
    .filter((text): text is string => Boolean(text))
    .join('; ');
}

/** Codes whose meaning a person needs, whatever the server's own wording. */
const messagesByCode: Record<string, string> = {
  invalid_credentials: 'Email or password is wrong',
  over_request_rate_limit: RATE_LIMIT_MESSAGE,
  email_not_confirmed: 'Confirm your email address first: open the link we mailed you.',
  user_banned: 'This account is suspended. Contact Tapline support.',
  session_not_found: 'Your session has ended. Sign in again.',
  session_expired: 'Your session has ended. Sign in again.',
  refresh_token_not_found: 'Your session has ended. Sign in again.',
  refresh_token_already_used: 'Your session has ended. Sign in again.',
  same_password: 'Choose a password different from your current one.',
  insufficient_aal: NEEDS_SECOND_FACTOR_MESSAGE,
  mfa_verification_failed: WRONG_CODE_MESSAGE,
  mfa_challenge_expired: 'That code has expired. Ask for a new one.',
  mfa_ip_address_mismatch: 'That code was asked for from another network. Ask for a new one.',
  mfa_factor_not_found: 'That sign-in method no longer exists. Choose another one.',
  mfa_factor_name_conflict: 'You already have a second factor with that name. Choose another name.',
  mfa_verified_factor_exists: 'That phone number is already set up as a second factor.',
  too_many_enrolled_mfa_factors: 'You have the most second factors allowed. Remove one first.',
  otp_expired: 'That link has expired or was already used. Ask for a new one.',
  signup_disabled: 'New accounts need an invitation.',
};

/**
 * A supabase-js (or API) failure in words a person understands: wrong password, too many attempts, no
 * connection, a weak password with its reasons… The server's own message is the fallback, since the auth
 * server writes its messages for people too.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (!isAuthError(error)) return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';
  if (isAuthRetryableFetchError(error)) {
    // status 0: fetch itself failed; 5xx: the server is struggling
    return error.status && error.status >= 500 ? 'Tapline had a problem. Try again in a moment.' : CONNECTION_MESSAGE;
  }
  if (isAuthWeakPasswordError(error)) {
    const reasons = describeWeakPasswordReasons(error.reasons);
    return reasons ? `Choose a stronger password: ${reasons}. ${error.message}` : `Choose a stronger password. ${error.message}`;
  }
  const code = error.code ?? '';
  if (code === 'over_email_send_rate_limit' || code === 'over_sms_send_rate_limit') {
    // "For security purposes, you can only request this after 42 seconds."
    const seconds = /(\d+)\s*seconds?/.exec(error.message)?.[1];
    return seconds
      ? `We’ve just sent one. You can ask again in ${seconds} seconds.`
      : 'We’ve just sent one. Wait a minute before asking again.';
  }
  const known = messagesByCode[code];
  if (known) return known;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  return error.message || 'Something went wrong. Try again.';
}

/** True when the server refused because the session has not passed the second factor (aal1 where aal2 is needed). */
export function isInsufficientAal(error: unknown): boolean {
  return isAuthError(error) && error.code === 'insufficient_aal';
}
