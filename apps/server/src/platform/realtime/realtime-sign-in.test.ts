import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeCloseCodes } from '@tapline/contracts';
import { signedInUser } from '../../../test/support/auth-kit';
import { HEARTBEAT_MS, realtimeTestKit, TestSocket } from '../../../test/support/realtime-kit';
import { createTestApp, TEST_FUNCTIONS_KEY } from '../../../test/support/test-app';

const { kit, call, keep } = realtimeTestKit();

describe('/api/realtime sign-in and health', () => {
  it('closes a socket whose session is signed out, on the other instance too', async () => {
    const leaving = await signedInUser(kit.a);
    await call(kit.a, leaving, 'GET', '/api/me');
    const socket = keep(await TestSocket.of(kit.b, leaving));
    expect((await leaving.client.auth.signOut()).error).toBeNull();
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it('refuses a wrong app key, a bad token, a message before signing in, and a message that is not ours', async () => {
    const cases: [unknown, number][] = [
      [{ type: 'auth', accessToken: kit.staff.session.access_token, functionsKey: 'wrong' }, realtimeCloseCodes.unauthorized],
      [{ type: 'auth', accessToken: 'not-a-token', functionsKey: TEST_FUNCTIONS_KEY }, realtimeCloseCodes.unauthorized],
      [{ type: 'subscribe', organisationId: kit.venue.id }, realtimeCloseCodes.unauthorized],
      ['{"type":"subscribe","organisationId":"not-a-uuid"}', realtimeCloseCodes.badMessage],
      ['not json', realtimeCloseCodes.badMessage],
    ];
    for (const [message, code] of cases) {
      const socket = keep(await TestSocket.open(kit.a));
      socket.send(message);
      expect((await socket.closed).code, JSON.stringify(message)).toBe(code);
    }
  });

  it("takes the person's refreshed token on the same socket, and closes it when another person's is sent", async () => {
    const person = await signedInUser(kit.a);
    await call(kit.a, person, 'GET', '/api/me');
    const socket = keep(await TestSocket.of(kit.a, person));
    const refreshed = await person.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.access_token).not.toBe(person.session.access_token);
    socket.send({ type: 'auth', accessToken: refreshed.data.session!.access_token, functionsKey: TEST_FUNCTIONS_KEY });
    await expect.poll(() => socket.messages.filter((message) => message.type === 'ready').length).toBe(2);
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    socket.send({ type: 'auth', accessToken: kit.staff.session.access_token, functionsKey: TEST_FUNCTIONS_KEY });
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it('closes a socket whose token ran out without a new one', async () => {
    const shortLived = await createTestApp({ listen: true, auth: { jwtExpirySeconds: 2 } });
    try {
      const person = await signedInUser(shortLived);
      const socket = await TestSocket.of(shortLived, person);
      const opened = Date.now();
      const { code, reason } = await socket.closed;
      expect(code).toBe(realtimeCloseCodes.unauthorized);
      expect(reason).toContain('expired');
      expect(Date.now() - opened).toBeLessThan(3000);
    } finally {
      await shortLived.close();
    }
  });

  it('answers pings, and drops a socket that stops answering the heartbeat', async () => {
    const socket = keep(await TestSocket.of(kit.a, kit.staff));
    socket.send({ type: 'ping' });
    await socket.next((message) => message.type === 'pong');
    // alive through several heartbeats while it answers them
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(socket.socket.readyState).toBe(WebSocket.OPEN);
    // a client that stopped reading (a laptop asleep, a dead network) answers nothing: the server drops it
    const open = kit.a.app.realtimeHub.size;
    (socket.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await expect.poll(() => kit.a.app.realtimeHub.size, { timeout: HEARTBEAT_MS * 10 }).toBe(open - 1);
  });
});
