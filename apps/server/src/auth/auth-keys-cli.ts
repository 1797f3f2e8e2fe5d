/**
 * Auth key maintenance, against the database the settings name (stop the server first when it uses the
 * embedded database: PGlite allows one process):
 *
 *   npx tsx apps/server/src/auth/auth-keys-cli.ts keys          print the anon and service_role keys
 *   npx tsx apps/server/src/auth/auth-keys-cli.ts list          the signing keys and their status
 *   npx tsx apps/server/src/auth/auth-keys-cli.ts rotate        a new signing key; the old one is retired (still accepted)
 *   npx tsx apps/server/src/auth/auth-keys-cli.ts revoke <kid>  stop accepting a retired key
 *
 * Running servers pick up a rotation within a minute. The project keys are signed by the active key, so
 * they change after a rotation (the web app reads the new anon key from /config.json), and the old ones
 * stop working when their key is revoked.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@tapline/db';
import { readEnvConfig } from '../config';
import { systemClock } from './auth-settings';
import { listAllSigningKeys } from './signing-keys.queries';
import { Keyring, revokeSigningKey, rotateSigningKey } from './signing-keys';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function run(command: string | undefined, argument: string | undefined) {
  const env = readEnvConfig(process.env, repoRoot);
  const database = await createDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl, maxConnections: 1 } : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const keyring = new Keyring(database.db, `${env.auth.publicUrl}/auth/v1`, systemClock);
    await keyring.init();
    if (command === 'keys') {
      const keys = await keyring.projectApiKeys();
      console.log(`anon (apikey of the web app):\n${keys.anon}\n\nservice_role (Admin API; keep it secret):\n${keys.serviceRole}`);
    } else if (command === 'list') {
      for (const key of await listAllSigningKeys(database.db)) console.log(`${key.kid}  ${key.status}  ${key.createdAt.toISOString()}`);
    } else if (command === 'rotate') {
      console.log(`new active key ${await rotateSigningKey(database.db)}; the previous one is retired and still accepted`);
    } else if (command === 'revoke' && argument) {
      console.log((await revokeSigningKey(database.db, argument)) ? `revoked ${argument}` : `no retired key ${argument} (only retired keys can be revoked)`);
    } else {
      console.log('usage: auth-keys-cli.ts keys | list | rotate | revoke <kid>');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
