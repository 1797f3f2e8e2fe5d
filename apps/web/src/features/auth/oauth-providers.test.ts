import { describe, expect, it } from 'vitest';
import { enabledOAuthProviders } from './oauth-providers';

describe('enabledOAuthProviders', () => {
  it('shows nothing for the built-in server (email only)', () => {
    expect(enabledOAuthProviders({ email: true, phone: false })).toEqual([]);
    expect(enabledOAuthProviders(undefined)).toEqual([]);
  });

  it('lists only the providers that are true, never email, phone or anonymous sign-in', () => {
    expect(enabledOAuthProviders({ email: true, phone: true, anonymous_users: true, github: true, google: true, apple: false })).toEqual([
      { provider: 'google', label: 'Google' },
      { provider: 'github', label: 'GitHub' },
    ]);
  });
});
