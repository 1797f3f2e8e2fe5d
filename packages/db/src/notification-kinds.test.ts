import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@tapline/contracts';
import { createTestDatabase, type TestDatabase } from '../test';
import { executeRows } from './sql-client';

// The contract's kinds are the schema's; this ties them to what the committed migrations made of the check.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the migrated check on notifications.kind allows exactly the contract’s kinds', async () => {
  const [row] = await executeRows<{ definition: string }>(
    database.db,
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'notifications_kind'`,
  );
  const allowed = [...row!.definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  expect(new Set(allowed)).toEqual(new Set(NOTIFICATION_KINDS));
  expect(allowed).toHaveLength(NOTIFICATION_KINDS.length);
});
