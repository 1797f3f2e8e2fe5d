import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Database } from './client';

// PostgreSQL's NOTIFY/LISTEN as a feed of changes between the instances of the server: a notification
// sent inside a transaction is delivered when it commits, and never if it rolls back. On the embedded database
// the listener is in the same process.

/** Sends `payloads` on `channel` inside the caller's transaction, in one statement. */
export async function notifyChannel(tx: Database, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await tx.execute(sql`select pg_notify(${channel}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`);
}

/**
 * Calls `onPayload` with every notification on `channel` from now on (from any instance); resolves once
 * listening, with a function that stops. On PostgreSQL postgres.js keeps a connection of its own for it and
 * listens again after a reconnect (`onReconnected` then runs: notifications sent meanwhile are lost, so the
 * caller tells its clients to catch up).
 */
export async function listenChannel(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnected: () => void = () => {},
): Promise<() => Promise<void>> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, onPayload);
  if (typeof client === 'function' && 'listen' in client) {
    let listened = false;
    const { unlisten } = await (client as Sql).listen(channel, onPayload, () => {
      if (listened) onReconnected();
      listened = true;
    });
    return unlisten;
  }
  throw new Error('listenChannel needs the database made by createDatabase, not a transaction');
}
