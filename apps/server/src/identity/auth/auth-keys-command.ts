import path from 'node:path';
import type { Database } from '@tapline/db';
import { systemClock } from './auth-settings';
import { listAllSigningKeys, listUsableSigningKeys } from './signing-keys.queries';
import { Keyring, revokeSigningKey, rotateSigningKey } from './signing-keys';

const KEYS_USAGE = 'usage: auth-keys-cli.ts keys | list | rotate | revoke <kid>';

/**
 * The database the settings name, as the server reads them (config.ts): the keys belong to it, and to
 * nothing else the settings say (the project keys carry a fixed issuer, so PORT and PUBLIC_URL don't matter).
 */
export function databaseOf(env: { databaseUrl: string | undefined; dataDir: string }) {
  if (env.databaseUrl) {
    const url = new URL(env.databaseUrl);
    return { kind: 'postgres' as const, url: env.databaseUrl, described: `PostgreSQL ${url.host}${url.pathname} (DATABASE_URL)` };
  }
  const dataDir = path.join(env.dataDir, 'pglite');
  return { kind: 'pglite' as const, dataDir, described: `the embedded database in ${dataDir} (DATA_DIR)` };
}

interface KeysOutcome {
  /** the answer (stdout) */
  lines: string[];
  /** what the person should know about where it came from (stderr) */
  notes: string[];
  exitCode: number;
}

/** One key-maintenance command against `db` (named `described` in notes); answers what to print and the exit code. */
export async function keysCommand(
  db: Database,
  issuer: string,
  command: string | undefined,
  argument: string | undefined,
  described = 'this database',
): Promise<KeysOutcome> {
  const notes: string[] = [];
  if ((await listUsableSigningKeys(db)).length === 0) {
    notes.push(
      `${described} had no signing key: made one now. A server on another database will refuse these keys; check DATABASE_URL / DATA_DIR.`,
    );
  }
  const keyring = new Keyring(db, issuer, systemClock);
  await keyring.init();
  return { ...(await answer(db, keyring, command, argument)), notes };
}

async function answer(db: Database, keyring: Keyring, command: string | undefined, argument: string | undefined) {
  if (command === 'keys') {
    const keys = await keyring.projectApiKeys();
    return {
      lines: ['anon (apikey of the web app):', keys.anon, '', 'service_role (Admin API; keep it secret):', keys.serviceRole],
      exitCode: 0,
    };
  }
  if (command === 'list') {
    return { lines: (await listAllSigningKeys(db)).map((key) => `${key.kid}  ${key.status}  ${key.createdAt.toISOString()}`), exitCode: 0 };
  }
  if (command === 'rotate') {
    return { lines: [`new active key ${await rotateSigningKey(db)}; the previous one is retired and still accepted`], exitCode: 0 };
  }
  if (command === 'revoke' && argument) {
    const revoked = await revokeSigningKey(db, argument);
    return { lines: [revoked ? `revoked ${argument}` : `no retired key ${argument} (only retired keys can be revoked)`], exitCode: 0 };
  }
  return { lines: [KEYS_USAGE], exitCode: 2 };
}
