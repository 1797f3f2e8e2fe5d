import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@tapline/db';
import { createTestDatabase, createVenue, type TestDatabase } from '@tapline/db/testing';
import { loadOrganisationSettings, updateOrganisation } from '../identity/settings/settings.queries';
import { TRANSACTION_ATTEMPTS, withRetryingTransaction } from './transactions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** resolves when `gate` does, or after `ms` (on PGlite a transaction waits for the other one to end, so it never comes) */
const atMost = (gate: Promise<void>, ms: number) => Promise.race([gate, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

const renamed = (db: Database, id: string, name: string) => updateOrganisation(db, id, { name });

describe('withRetryingTransaction', () => {
  it('runs both of two transactions that deadlock again until each commits', async () => {
    const [first, second] = [
      await createVenue(database.db, { slug: 'lock-first' }),
      await createVenue(database.db, { slug: 'lock-second' }),
    ];
    const holds = new Map<string, () => void>();
    const held = new Map([first.id, second.id].map((id) => [id, new Promise<void>((resolve) => holds.set(id, resolve))]));
    let attempts = 0;
    /** a transaction writing `one`, then, once the other transaction holds `other` (or after 300 ms), `other` */
    const crossing = (name: string, one: string, other: string) =>
      withRetryingTransaction(database.db, async (tx) => {
        attempts += 1;
        await renamed(tx, one, name);
        holds.get(one)!();
        await atMost(held.get(other)!, 300);
        await renamed(tx, other, name);
      });

    // a locks first then second, b second then first: on PostgreSQL that is a deadlock, which aborts one of them (40P01)
    await Promise.all([crossing('by a', first.id, second.id), crossing('by b', second.id, first.id)]);

    const names = await Promise.all([first, second].map(async ({ id }) => (await loadOrganisationSettings(database.db, id))?.name));
    // both committed: the one that ran again (on PGlite: the one that ran last) wrote both rows
    expect(names[0]).toMatch(/^by [ab]$/);
    expect(names[1]).toBe(names[0]);
    // on PostgreSQL the loser ran again (more than once when it met the winner the same way again); on PGlite the
    // two ran one after the other, once each
    if (database.kind === 'postgres') expect(attempts).toBeGreaterThan(2);
    else expect(attempts).toBe(2);
  });

  it('gives up after a bounded number of attempts, and never repeats a transaction for any other error', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const serialization = { cause: { code: '40001', message: 'could not serialize access' } };
    let runs = 0;
    const alwaysLoses = withRetryingTransaction(database.db, async () => {
      runs += 1;
      throw runs % 2 ? deadlock : serialization;
    });
    await expect(alwaysLoses).rejects.toBe(TRANSACTION_ATTEMPTS % 2 ? deadlock : serialization);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);

    runs = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      withRetryingTransaction(database.db, async () => {
        runs += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });
});
