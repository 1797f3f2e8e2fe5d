import { afterAll, beforeAll } from 'vitest';
import { fakeClock } from './auth-kit';
import { createTestApp, type TestApp } from './test-app';

// The auth test files' common ground: the official supabase-js client, in Node, against a started server (a database
// of its own per file), on a clock the tests move.

/** Starts the app before the file's tests (and closes it after); `kit.testApp` is read inside tests. */
export function authTestKit() {
  const kit = {} as { testApp: TestApp };
  const time = fakeClock();
  beforeAll(async () => {
    kit.testApp = await createTestApp({ listen: true, clock: time.clock });
  });
  afterAll(async () => {
    await kit.testApp?.close();
  });
  return { kit, time };
}
