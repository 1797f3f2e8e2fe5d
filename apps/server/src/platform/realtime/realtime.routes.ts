import websocket from '@fastify/websocket';
import { REALTIME_AUTH_TIMEOUT_MS, REALTIME_HEARTBEAT_MS, RealtimeClientMessage, realtimeCloseCodes } from '@tapline/contracts';
import { listenChannel, type Database } from '@tapline/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { WebSocket } from 'ws';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';
import { REALTIME_CHANNEL, type RealtimeMessage } from './realtime-feed';
import { RealtimeHub } from './realtime-hub';
import { isMember } from './realtime.queries';

export interface RealtimeOptions {
  db: Database;
  /** the app key every client sends in its first message (a browser can't add headers to a WebSocket) */
  functionsKeyMatches: (given: string) => boolean;
  /** the heartbeat (docs/domain.md, Constants: 30 s; tests make it short) */
  heartbeatMs?: number;
}

/** the largest message a client may send: a sign-in with its token is the longest */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** messages a socket may send in a window before it is closed (a tab sends a handful a minute) */
const MAX_MESSAGES_PER_WINDOW = 60;
const MESSAGE_WINDOW_MS = 10_000;
/** organisations one socket may hear at once */
const MAX_SUBSCRIPTIONS = 50;
/** how long a closing server waits for its clients to answer the close of their sockets */
const CLOSE_HANDSHAKE_MS = 2_000;
/** visitors' sockets (signed in without a token) one address may hold open on one instance */
const MAX_VISITOR_SOCKETS_PER_ADDRESS = 20;

declare module 'fastify' {
  interface FastifyInstance {
    realtimeHub: RealtimeHub;
  }
}

/**
 * GET /api/realtime, a WebSocket (decision 0109). The client signs in with its first message (its access
 * token and the app key, never in the URL), then subscribes to organisations it belongs to; events come from the
 * feed every instance listens to (PostgreSQL LISTEN/NOTIFY, in-process on the embedded database).
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const hub = new RealtimeHub();
  app.decorate('realtimeHub', hub);
  const visitorsByAddress = new Map<string, number>();
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    errorHandler: socketErrorHandler,
    // the plugin's own closes each socket without a code and cuts it off at once: each is told the server is going
    // away (1001), so the web app reconnects through the load balancer to another instance
    preClose: () => goAway(app, hub),
  });

  const unlisten = await listenChannel(
    options.db,
    REALTIME_CHANNEL,
    (payload) => {
      try {
        hub.deliver(JSON.parse(payload) as RealtimeMessage);
      } catch (error) {
        app.log.error({ err: loggableError(error) }, 'realtime: a feed message could not be delivered');
      }
    },
    () => hub.resync(),
  );
  const heartbeat = setInterval(() => hub.beat(), options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    await unlisten();
  });

  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket, request) => {
    serveSocket(app, options, hub, visitorsByAddress, socket, request);
  });
}

/**
 * Closes every socket with 1001 (going away) and waits, at most CLOSE_HANDSHAKE_MS, for the clients to answer the
 * close; then the socket server closes, cutting off any that did not.
 */
async function goAway(app: FastifyInstance, hub: RealtimeHub): Promise<void> {
  const server = app.websocketServer;
  const closed = Promise.all([...server.clients].map((socket) => new Promise((resolve) => socket.once('close', resolve))));
  hub.closeAll(realtimeCloseCodes.goingAway, 'The server is restarting');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_HANDSHAKE_MS)))]);
  clearTimeout(timer);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A socket's life: signed in within the time allowed, its messages answered in order, its timers cleared at close. */
function serveSocket(
  app: FastifyInstance,
  options: RealtimeOptions,
  hub: RealtimeHub,
  visitorsByAddress: Map<string, number>,
  socket: WebSocket,
  request: FastifyRequest,
) {
  const client = hub.add(socket);
  app.metrics.realtimeConnections.inc();
  let expiry: NodeJS.Timeout | undefined;
  let windowStart = Date.now();
  let messagesInWindow = 0;
  // messages are handled one after another: a subscribe sent right after the sign-in waits for it
  let queue: Promise<void> = Promise.resolve();
  const unauthorized = (message: string) => {
    hub.send(client, { type: 'error', code: 'unauthorized', message });
    socket.close(realtimeCloseCodes.unauthorized, message);
  };
  const signInTimer = setTimeout(() => unauthorized('Sign in first: send your access token within 10 seconds'), REALTIME_AUTH_TIMEOUT_MS);

  socket.on('pong', () => (client.alive = true));
  socket.on('close', () => {
    app.metrics.realtimeConnections.dec();
    clearTimeout(signInTimer);
    clearTimeout(expiry);
    hub.remove(client);
    if (client.visitor) {
      const left = (visitorsByAddress.get(request.ip) ?? 1) - 1;
      if (left > 0) visitorsByAddress.set(request.ip, left);
      else visitorsByAddress.delete(request.ip);
    }
  });
  socket.on('message', (data, isBinary) => {
    client.alive = true;
    const now = Date.now();
    if (now - windowStart > MESSAGE_WINDOW_MS) {
      windowStart = now;
      messagesInWindow = 0;
    }
    messagesInWindow += 1;
    if (messagesInWindow > MAX_MESSAGES_PER_WINDOW) {
      socket.close(realtimeCloseCodes.badMessage, 'Too many messages');
      return;
    }
    const parsed = isBinary ? undefined : RealtimeClientMessage.safeParse(safeJson(data.toString()));
    if (!parsed?.success) {
      hub.send(client, { type: 'error', code: 'bad_request', message: 'Not a realtime message: see RealtimeClientMessage' });
      socket.close(realtimeCloseCodes.badMessage, 'Not a realtime message');
      return;
    }
    const message = parsed.data;
    queue = queue
      .then(async () => {
        if (socket.readyState !== socket.OPEN) return;
        if (message.type === 'ping') return hub.send(client, { type: 'pong' });
        if (message.type === 'auth') {
          if (!options.functionsKeyMatches(message.functionsKey)) return unauthorized('The app key is missing or wrong');
          if (message.accessToken === undefined) {
            // a visitor's tab (a public product page, a tap board): it may watch public things and nothing else
            if (client.userId) return unauthorized('A socket stays with the person who signed it in');
            if (!client.visitor) {
              const open = visitorsByAddress.get(request.ip) ?? 0;
              if (open >= MAX_VISITOR_SOCKETS_PER_ADDRESS) {
                socket.close(realtimeCloseCodes.badMessage, 'Too many connections from this address');
                return;
              }
              visitorsByAddress.set(request.ip, open + 1);
              client.visitor = true;
            }
            clearTimeout(signInTimer);
            return hub.send(client, { type: 'ready', userId: null });
          }
          const signedIn = await verifiedUser(app, message.accessToken);
          if ('error' in signedIn) return unauthorized(signedIn.error);
          if (client.userId && client.userId !== signedIn.userId) return unauthorized('A socket stays with the person who signed it in');
          clearTimeout(signInTimer);
          clearTimeout(expiry);
          // the client sends its refreshed token before this one runs out; without one the socket closes
          const expiresInMs = typeof signedIn.claims.exp === 'number' ? signedIn.claims.exp * 1000 - Date.now() : 0;
          expiry = setTimeout(
            () => unauthorized('The access token has expired: send a new one'),
            Math.max(0, Math.min(expiresInMs, 2 ** 31 - 1)),
          );
          if (!client.userId)
            hub.signedIn(client, signedIn.userId, typeof signedIn.claims.session_id === 'string' ? signedIn.claims.session_id : undefined);
          return hub.send(client, { type: 'ready', userId: signedIn.userId });
        }
        if (message.type === 'watch') {
          if (!client.userId && !client.visitor) return unauthorized('Sign in first: send your access token (or none, as a visitor)');
          return hub.watch(client, message.productIds, message.venueIds);
        }
        // organisations are for their members only: a visitor's socket may not subscribe
        if (!client.userId) return unauthorized('Sign in first: send your access token');
        if (message.type === 'unsubscribe') {
          hub.unsubscribe(client, message.organisationId);
          return hub.send(client, { type: 'unsubscribed', organisationId: message.organisationId });
        }
        const { organisationId } = message;
        if (client.organisations.size >= MAX_SUBSCRIPTIONS && !client.organisations.has(organisationId)) {
          return hub.send(client, {
            type: 'error',
            code: 'bad_request',
            message: `At most ${MAX_SUBSCRIPTIONS} organisations per connection`,
            organisationId,
          });
        }
        // the same answer for an organisation that doesn't exist, so ids can't be probed
        if (!(await isMember(options.db, organisationId, client.userId))) {
          return hub.send(client, {
            type: 'error',
            code: 'forbidden',
            message: 'You are not a member of this organisation',
            organisationId,
          });
        }
        hub.subscribe(client, organisationId);
        hub.send(client, { type: 'subscribed', organisationId });
      })
      .catch((error: unknown) => {
        request.log.error({ err: loggableError(error) }, 'realtime: a message failed');
        socket.close(1011, 'Something went wrong on our side');
      });
  });
}

/**
 * An error on an open socket. `ws` names a client's broken frame or oversized message with a WS_ERR_ code and has
 * already closed the socket with the matching status (1009 for a message over MAX_MESSAGE_BYTES): the client's
 * mistake, a warning without a stack. Anything else is ours, an error with its stack.
 */
function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn(
      { code, reason: error.message },
      code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'
        ? 'realtime: a client sent a message too large; socket closed'
        : 'realtime: a client broke the WebSocket protocol; socket closed',
    );
  } else {
    request.log.error({ err: loggableError(error) }, 'realtime: socket error');
  }
  socket.terminate();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The token's person, checked as a private /api call checks it: signature, expiry, a session that still exists, MFA. */
async function verifiedUser(app: FastifyInstance, token: string): Promise<{ userId: string; claims: JWTPayload } | { error: string }> {
  let claims: JWTPayload;
  try {
    claims = await app.apiAuth.verify(token);
  } catch {
    return { error: 'The access token is invalid or has expired' };
  }
  try {
    const user = await app.apiAuth.resolve(claims);
    return { userId: user.id, claims };
  } catch (error) {
    if (error instanceof AppError) return { error: error.message };
    throw error;
  }
}
