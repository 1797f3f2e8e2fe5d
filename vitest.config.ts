import { defineConfig } from 'vitest/config';

const databaseTemplate = ['packages/db/src/testing/global-setup.ts'];

/**
 * Units and API integration. API tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set, each file
 * on a copy of a database migrated once per run (decision 0039).
 */
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core machine
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: databaseTemplate,
          // a worker runs file after file in one process: the app's modules and PGlite's WebAssembly are loaded
          // once, not per file; each file still has its own app and database, and no test mocks modules
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: databaseTemplate,
          // a worker runs file after file in one process: the app's modules and PGlite's WebAssembly are loaded
          // once, not per file; each file still has its own app and database, and no test mocks modules
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
