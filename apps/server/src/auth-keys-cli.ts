/**
 * Auth key maintenance, against the database the settings name (stop the server first when it uses the
 * embedded database: PGlite allows one process):
 *
 *   npx tsx apps/server/src/auth-keys-cli.ts keys          print the anon and service_role keys
 *   npx tsx apps/server/src/auth-keys-cli.ts list          the signing keys and their status
 *   npx tsx apps/server/src/auth-keys-cli.ts rotate        a new signing key; the old one is retired (still accepted)
 *   npx tsx apps/server/src/auth-keys-cli.ts revoke <kid>  stop accepting a retired key
 *
 * It reads the same settings as the server (config.ts, from the environment): only the database matters
 * (DATABASE_URL, else DATA_DIR); it says (on stderr) which one it used, and when that one had no signing key
 * yet. The project keys don't depend on PORT or PUBLIC_URL. Running servers pick up a rotation within a
 * minute. The project keys are signed by the active key, so they change after a rotation (the web app reads the new anon key from /config.json), and the old ones
 * stop working when their key is revoked.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@tapline/db';
import { readEnvConfig } from './config';
import { databaseOf, keysCommand } from './identity';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function run(command: string | undefined, argument: string | undefined) {
  const env = readEnvConfig(process.env, repoRoot);
  const target = databaseOf(env);
  console.error(`Signing keys of ${target.described}`);
  const database = await createDatabase(
    target.kind === 'postgres' ? { kind: 'postgres', url: target.url, maxConnections: 1 } : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await database.migrate();
    const { lines, notes, exitCode } = await keysCommand(database.db, `${env.auth.publicUrl}/auth/v1`, command, argument, target.described);
    for (const note of notes) console.error(note);
    for (const line of lines) console.log(line);
    process.exitCode = exitCode;
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
