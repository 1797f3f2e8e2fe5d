import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose files run on a database: each file on a copy of one migrated once per run (decision 39), on
 * PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const onDatabase: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['packages/db/test/global-setup.ts'],
  // a worker runs file after file in one process: the app's modules and PGlite's WebAssembly are loaded once, not
  // per file; each file still has its own app and database; no test mocks a module (one spy is restored at once)
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // a poll ends as soon as its condition holds; its default second was too short for a socket's answer under load
  expect: { poll: { timeout: 10_000 } },
};

/**
 * Files that take minutes, mostly waiting (the mail queue's job expiry, a fuzz over every operation, a 50,000-product
 * catalogue): they start first. Vitest orders by the last run's timings when it has them; a clean checkout (CI) has
 * none and ran these last, alone on one worker while the other sat idle.
 */
const LONG_FILES = ['api-fuzz.test.ts', 'crash-mid-attempt.test.ts', 'crash-delivery.test.ts', 'backup-restore.test.ts', 'suggest.test.ts'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Units and API integration. */
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. Three, as many files spend much of
    // their time waiting (job expiry, backups, timers): on 2 cores the run took 342 s where two workers took 420 s
    // (2026-11-30, 235 files)
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'db', include: ['packages/db/src/**/*.test.ts', 'packages/db/test/**/*.test.ts'], ...onDatabase } },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'], ...onDatabase } },
      {
        resolve: { alias: [{ find: '@', replacement: new URL('./apps/web/src', import.meta.url).pathname }] },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
