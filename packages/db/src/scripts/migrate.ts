import { createDatabase } from '../client';
import { ensureMigrations, migrationStateOf } from '../migration-state';
import { databaseConfigFromEnv } from './env';

// `npm run migrate`: the deploy step that brings the database to this code's migrations before instances start
const handle = await createDatabase(databaseConfigFromEnv());
try {
  const { pending } = await migrationStateOf(handle.db);
  await ensureMigrations(handle, { migrate: true });
  console.log(
    pending.length > 0
      ? `applied ${pending.length} migration(s) (${handle.kind}): ${pending.join(', ')}`
      : `migrations current (${handle.kind})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
