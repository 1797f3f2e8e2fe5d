import { and, eq, lt, or } from 'drizzle-orm';
import { idempotencyKeys, type Database } from '@tapline/db';

// Checkout's idempotency keys (decision 0106).

/**
 * Claims the key for this request at `now` (the app's clock, as every time of a key is); answers the row already
 * there when someone has it (nothing when we got it).
 */
export async function claimIdempotencyKey(db: Database, userId: string, key: string, requestHash: string, now: Date) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now, lockedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return undefined;
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      state: idempotencyKeys.state,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
      lockedAt: idempotencyKeys.lockedAt,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Takes over a key whose request stopped without an answer (its process died mid-checkout, so its transaction
 * rolled back: still `running`, locked before `abandonedBefore`) or that expired (created before `expiredBefore`).
 * One statement re-checks that on the row it locks, so of several retries at once only the first gets it: the next
 * ones find it locked at `now`, neither abandoned nor expired any more.
 */
export async function takeOverIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  requestHash: string,
  at: { now: Date; abandonedBefore: Date; expiredBefore: Date },
) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: at.now, requestHash, state: 'running', responseStatus: null, responseBody: null, createdAt: at.now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        or(
          and(eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.lockedAt, at.abandonedBefore)),
          lt(idempotencyKeys.createdAt, at.expiredBefore),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the answer, in the checkout's own transaction: the order and its answer commit together. */
export async function completeIdempotencyKey(db: Database, userId: string, key: string, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** A refused or failed checkout changed nothing: its key is released for a retry. */
export async function releaseIdempotencyKey(db: Database, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')));
}

/** Deletes the keys created before `before` (expired; by the created_at index). */
export async function deleteExpiredIdempotencyKeys(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
