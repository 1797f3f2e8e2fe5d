import { describe, expect, it } from 'vitest';
import { isRecoveryLanding, readAuthLanding } from './auth-landing';

const base = 'http://127.0.0.1:3000/auth/reset-password';

describe('readAuthLanding', () => {
  it('sees a recovery link’s session in the fragment', () => {
    const landing = readAuthLanding(
      `${base}#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery`,
    );
    expect(landing).toEqual({ kind: 'link', type: 'recovery' });
    expect(isRecoveryLanding(landing)).toBe(true);
  });

  it('says plainly that an expired or used link has to be asked for again', () => {
    const landing = readAuthLanding(
      `${base}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
    expect(landing).toMatchObject({ kind: 'link-error', code: 'otp_expired' });
    expect(landing.kind === 'link-error' && landing.message).toMatch(/expired or was already used/);
  });

  it('keeps the server’s description for other link errors, also from the query string', () => {
    expect(readAuthLanding(`${base}?error=server_error&error_description=Database+down`)).toEqual({
      kind: 'link-error',
      code: null,
      message: 'Database down',
    });
  });

  it('ignores ordinary addresses and fragments', () => {
    expect(readAuthLanding(`${base}`)).toEqual({ kind: 'none' });
    expect(readAuthLanding(`${base}#section-2`)).toEqual({ kind: 'none' });
    expect(readAuthLanding(`${base}#access_token=x`)).toEqual({ kind: 'none' });
    expect(readAuthLanding('not a url')).toEqual({ kind: 'none' });
    expect(isRecoveryLanding({ kind: 'link', type: 'invite' })).toBe(false);
  });
});
