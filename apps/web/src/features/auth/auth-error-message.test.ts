import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  authErrorMessage,
  CONNECTION_MESSAGE,
  describeWeakPasswordReasons,
  isInsufficientAal,
  RATE_LIMIT_MESSAGE,
} from './auth-error-message';

describe('authErrorMessage', () => {
  it('says a wrong email or password plainly', () => {
    expect(authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe('Email or password is wrong');
  });

  it('turns a rate limit into "try again in a minute", by code or by status', () => {
    expect(authErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(RATE_LIMIT_MESSAGE);
    expect(authErrorMessage(new AuthApiError('Slow down', 429, undefined))).toBe(RATE_LIMIT_MESSAGE);
  });

  it('tells a network failure from a struggling server', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(CONNECTION_MESSAGE);
    expect(authErrorMessage(new AuthRetryableFetchError('{}', 503))).toMatch(/Tapline had a problem/);
  });

  it('names the reasons of a weak password, with the server’s own message', () => {
    const message = authErrorMessage(new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']));
    expect(message).toBe('Choose a stronger password: it is too short. Password should be at least 8 characters.');
    expect(describeWeakPasswordReasons(['length', 'pwned', 'something-new'])).toBe(
      'it is too short; it has appeared in a known data breach',
    );
  });

  it('explains a mail or SMS sent too recently with the seconds left', () => {
    const error = new AuthApiError('For security purposes, you can only request this after 42 seconds.', 429, 'over_sms_send_rate_limit');
    expect(authErrorMessage(error)).toBe('We’ve just sent one. You can ask again in 42 seconds.');
  });

  it('says a wrong or expired MFA code in words', () => {
    expect(authErrorMessage(new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'))).toMatch(/didn’t work/);
    expect(authErrorMessage(new AuthApiError('expired', 422, 'mfa_challenge_expired'))).toMatch(/expired/);
  });

  it('recognises a refusal that needs the second factor', () => {
    const error = new AuthApiError('AAL2 required to unenroll verified factor', 422, 'insufficient_aal');
    expect(isInsufficientAal(error)).toBe(true);
    expect(authErrorMessage(error)).toMatch(/second factor/);
    expect(isInsufficientAal(new AuthApiError('x', 400, 'invalid_credentials'))).toBe(false);
  });

  it('falls back to the server’s message, and handles API and plain errors', () => {
    expect(authErrorMessage(new AuthApiError('Phone numbers are not supported', 422, 'phone_provider_disabled'))).toBe(
      'Phone numbers are not supported',
    );
    expect(authErrorMessage(new ApiError(0, 'network', 'Could not reach Tapline.'))).toBe('Could not reach Tapline.');
    expect(authErrorMessage(new Error('boom'))).toBe('boom');
    expect(authErrorMessage('???')).toBe('Something went wrong. Try again.');
  });
});
