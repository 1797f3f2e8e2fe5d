import { describe, expect, it } from 'vitest';
import { authTestKit } from '../../../test/support/auth-app-kit';
import { authFetch, signedInUser } from '../../../test/support/auth-kit';
import { rotateSigningKey } from './signing-keys';

const { kit, time } = authTestKit();

// Refresh-token replay within the reuse window: the session stays one chain.
async function refresh(refreshToken: string) {
  const response = await authFetch(kit.testApp, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  const body = (await response.json()) as { refresh_token?: string; access_token?: string; code?: string };
  return { status: response.status, body };
}

async function refreshed(refreshToken: string): Promise<string> {
  const answer = await refresh(refreshToken);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.refresh_token!;
}

describe('replaying a rotated refresh token', () => {
  it('answers the session’s current token again within the window, and issues none', async () => {
    const { session } = await signedInUser(kit.testApp);
    const a = session.refresh_token;
    const b = await refreshed(a);
    expect(b).not.toBe(a);

    time.advance(2_000);
    const replay = await refresh(a);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(b);
    // the answer's access token works for the same session
    const user = await authFetch(kit.testApp, '/user', { bearer: replay.body.access_token });
    expect(user.status).toBe(200);

    // one chain: B goes on, and A's replay follows it to B's child rather than forking
    const c = await refreshed(b);
    expect(c).not.toBe(b);
    expect(await refreshed(a)).toBe(c);
    expect(await refreshed(b)).toBe(c);
    const d = await refreshed(c);
    expect(await refreshed(a)).toBe(d);
  });

  it('still ends the whole session when a spent token comes back after the window', async () => {
    const { session } = await signedInUser(kit.testApp);
    const a = session.refresh_token;
    const b = await refreshed(a);
    expect(await refreshed(a)).toBe(b);

    time.advance(11_000);
    const reused = await refresh(a);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    const afterTheft = await refresh(b);
    expect(afterTheft.status).toBe(400);
  });

  it('gives two refreshes of one token at the same moment the same next token', async () => {
    const { session } = await signedInUser(kit.testApp);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const tokens = new Set(answers.map((answer) => answer.body.refresh_token));
    expect(tokens.size).toBe(1);
    // and that token is the session's only live one: its successor is what every ancestor now leads to
    const [next] = [...tokens] as string[];
    const after = await refreshed(next!);
    expect(await refreshed(session.refresh_token)).toBe(after);
  });

  it('finds the current token across a signing-key rotation', async () => {
    const { session } = await signedInUser(kit.testApp);
    const b = await refreshed(session.refresh_token);
    await rotateSigningKey(kit.testApp.database.db);
    await kit.testApp.app.supabaseAuth.context.keyring.reload();
    const c = await refreshed(b);
    time.advance(1_000);
    expect(await refreshed(session.refresh_token)).toBe(c);
    expect(await refreshed(b)).toBe(c);
  });
});
