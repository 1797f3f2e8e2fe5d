import type { RealtimeEvent } from '@tapline/contracts';
import { notifyChannel, type Database } from '@tapline/db';

// What the realtime hubs of every instance hear (decision 0109): events for clients, and two controls of their own.

/** The PostgreSQL channel every instance listens on. */
export const REALTIME_CHANNEL = 'tapline_realtime';

/** Told to every instance, never to a client: it drops the sockets or subscriptions that must end. */
type RealtimeControl =
  /** the session was signed out or revoked: its sockets close */
  | { type: 'session.ended'; sessionId: string }
  /** the person left the organisation (or was removed): their sockets stop hearing it */
  | { type: 'membership.ended'; organisationId: string; userId: string };

export type RealtimeMessage = RealtimeEvent | RealtimeControl;

/** A version for an event: the time it was sent, in ms (a later event of one thing has a larger one). */
export const eventVersion = () => Date.now();

/**
 * Sends `messages` to every instance's hub inside the caller's transaction: delivered when it commits, never if it
 * rolls back. Each carries ids only, so it stays far below NOTIFY's 8,000-byte limit.
 */
export async function publishRealtime(tx: Database, messages: readonly RealtimeMessage[]): Promise<void> {
  await notifyChannel(
    tx,
    REALTIME_CHANNEL,
    messages.map((message) => JSON.stringify(message)),
  );
}
