import { expect, it } from 'vitest';
import { realtimeCloseCodes } from '@tapline/contracts';
import { signedInUser } from '../../../test/support/auth-kit';
import { TestSocket } from '../../../test/support/realtime-kit';
import { createTestApp } from '../../../test/support/test-app';

// A server that shuts down (SIGTERM in a rolling deploy) tells every socket it is going away, so the web app
// reconnects, through the load balancer, to another instance.

it('closing the server closes every socket with 1001 (going away), after the close handshake', async () => {
  const t = await createTestApp({ listen: true });
  const person = await signedInUser(t);
  await t.api({ url: '/api/me', headers: { authorization: `Bearer ${person.session.access_token}` } });
  const sockets = [await TestSocket.of(t, person), await TestSocket.open(t)];
  await t.close();
  for (const socket of sockets)
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.goingAway, reason: 'The server is restarting' });
});
