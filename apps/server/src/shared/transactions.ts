import type { Database } from '@tapline/db';
import { isRetryableTransactionFailure } from './database-errors';

/** How often a transaction runs at most when PostgreSQL keeps aborting it for a deadlock or serialization failure. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `work` in one transaction, run again (up to `attempts` times in all, after a short random pause) when
 * PostgreSQL aborts it as the loser of a deadlock (40P01) or a serialization failure (40001); any other
 * error, and the last attempt's, goes to the caller. `work` must do nothing outside `tx` that can't be
 * repeated (docs/decisions/0054).
 */
export async function withRetryingTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionFailure(error)) throw error;
      await pause(Math.random() * 20 * attempt);
    }
  }
}
