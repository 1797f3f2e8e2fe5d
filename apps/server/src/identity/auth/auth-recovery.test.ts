import { describe, expect, it } from 'vitest';
import { authTestKit } from '../../../test/support/auth-app-kit';
import { projectKeys, signedInUser, supabaseFor, uniqueEmail } from '../../../test/support/auth-kit';
import { countOutboxMessages, latestOutboxMessage, recoveryJobsDone } from '../../../test/support/queries/auth-testing.queries';

const { kit } = authTestKit();

describe('password recovery through the outbox', () => {
  it('mails a link that lands on the reset page signed in, and the new password works', async () => {
    const { email } = await signedInUser(kit.testApp);
    const keys = await projectKeys(kit.testApp);
    const client = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    const asked = await client.auth.resetPasswordForEmail(email, { redirectTo: `${kit.testApp.baseUrl}/auth/reset-password` });
    expect(asked).toEqual({ data: {}, error: null });
    await recoveryJobsDone(kit.testApp.database.db);

    const mail = await latestOutboxMessage(kit.testApp.database.db, email);
    expect(mail).toMatchObject({ channel: 'email', template: 'recovery', subject: 'Reset your Tapline password' });
    const link = /https?:\/\/\S+/.exec(mail!.body)![0];
    expect(link.startsWith(`${kit.testApp.baseUrl}/auth/v1/verify?`)).toBe(true);

    const landing = await fetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${kit.testApp.baseUrl}/auth/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    const { error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    const fresh = supabaseFor(kit.testApp.baseUrl!, keys.anon);
    expect((await fresh.auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();

    // the link works once
    const again = await fetch(link, { redirect: 'manual' });
    const errorFragment = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(errorFragment.get('error_code')).toBe('otp_expired');
    expect(errorFragment.get('access_token')).toBeNull();
  });

  it('also accepts the mailed 6-digit code through verifyOtp', async () => {
    const { email } = await signedInUser(kit.testApp);
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon);
    await client.auth.resetPasswordForEmail(email);
    await recoveryJobsDone(kit.testApp.database.db);
    const mail = await latestOutboxMessage(kit.testApp.database.db, email);
    const code = /code (\d{6})/.exec(mail!.body)![1]!;
    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'recovery' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('answers {} for an unknown address and mails nothing; a foreign redirect falls back to our page', async () => {
    const client = supabaseFor(kit.testApp.baseUrl!, (await projectKeys(kit.testApp)).anon);
    const nobody = uniqueEmail('nobody');
    expect(await client.auth.resetPasswordForEmail(nobody)).toEqual({ data: {}, error: null });
    await recoveryJobsDone(kit.testApp.database.db);
    expect(await countOutboxMessages(kit.testApp.database.db, nobody)).toBe(0);

    const { email } = await signedInUser(kit.testApp);
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    await recoveryJobsDone(kit.testApp.database.db);
    const mail = await latestOutboxMessage(kit.testApp.database.db, email);
    expect(mail!.body).not.toContain('evil.example');
    expect(mail!.body).toContain(encodeURIComponent(`${kit.testApp.baseUrl}/auth/reset-password`));
    // a second request within a minute still answers {} but mails nothing more
    await client.auth.resetPasswordForEmail(email);
    await recoveryJobsDone(kit.testApp.database.db);
    expect(await countOutboxMessages(kit.testApp.database.db, email)).toBe(1);
  });
});
