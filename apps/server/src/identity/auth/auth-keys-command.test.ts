import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tapline/db/testing';
import { readEnvConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { databaseOf, keysCommand } from './auth-keys-command';

// The key CLI printed keys whose issuer came from its own PORT/PUBLIC_URL, which the server
// refused when it ran with others. Keys are now valid whatever those say; the CLI names the database it used.
let server: TestApp;

beforeAll(async () => {
  // the server as deployed: PUBLIC_URL set
  server = await createTestApp({
    auth: { ...readEnvConfig({ PUBLIC_URL: 'https://tapline.example', PORT: '8080' }, '/repo').auth, rateLimitAuthPerFiveMinutes: 1000 },
  });
});
afterAll(async () => {
  await server?.close();
});

/** the keys the CLI prints when run with `env` against the server's database */
async function printedKeys(env: NodeJS.ProcessEnv) {
  const settings = readEnvConfig(env, '/repo');
  const { lines, exitCode } = await keysCommand(server.database.db, `${settings.auth.publicUrl}/auth/v1`, 'keys', undefined);
  expect(exitCode).toBe(0);
  return { anon: lines[1]!, serviceRole: lines[4]! };
}

async function adminListUsers(keys: { anon: string; serviceRole: string }) {
  return server.app.inject({ url: '/auth/v1/admin/users', headers: { apikey: keys.anon, authorization: `Bearer ${keys.serviceRole}` } });
}

describe('the keys CLI', () => {
  it('prints keys the server accepts when run with the same settings', async () => {
    const keys = await printedKeys({ PUBLIC_URL: 'https://tapline.example', PORT: '8080' });
    expect((await adminListUsers(keys)).statusCode).toBe(200);
    // like Supabase's legacy keys: a fixed issuer, no URL in it
    expect(JSON.parse(Buffer.from(keys.anon.split('.')[1]!, 'base64url').toString())).toMatchObject({ iss: 'supabase', role: 'anon' });
  });

  it.each([
    ['no PUBLIC_URL, another PORT', { PORT: '3000' }],
    ['another PUBLIC_URL', { PUBLIC_URL: 'http://localhost:5173' }],
    ['another HOST', { HOST: '127.0.0.1', PORT: '4100' }],
  ])('prints keys the server accepts when run with %s', async (_name, env) => {
    const keys = await printedKeys(env);
    expect((await adminListUsers(keys)).statusCode).toBe(200);
    const settings = await server.app.inject({ url: '/auth/v1/settings', headers: { apikey: keys.anon } });
    expect(settings.statusCode).toBe(200);
  });

  it('says which database it read, and when that one had no keys yet (another database than the server’s)', async () => {
    expect(databaseOf(readEnvConfig({ DATA_DIR: '/srv/tapline' }, '/repo')).described).toBe(
      'the embedded database in /srv/tapline/pglite (DATA_DIR)',
    );
    expect(
      databaseOf(readEnvConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/tapline', FUNCTIONS_KEY: 'k'.repeat(16) }, '/repo'))
        .described,
    ).toBe('PostgreSQL db.internal:5432/tapline (DATABASE_URL)');

    const other: TestDatabase = await createTestDatabase();
    try {
      const fresh = await keysCommand(
        other.db,
        'http://localhost:3000/auth/v1',
        'keys',
        undefined,
        'the embedded database in /tmp/x/pglite (DATA_DIR)',
      );
      expect(fresh.notes).toEqual([
        expect.stringMatching(
          /^the embedded database in \/tmp\/x\/pglite \(DATA_DIR\) had no signing key: made one now\. A server on another database will refuse these keys/,
        ),
      ]);
      // and indeed the server refuses them
      expect((await adminListUsers({ anon: fresh.lines[1]!, serviceRole: fresh.lines[4]! })).statusCode).toBe(401);
      expect((await keysCommand(server.database.db, 'http://localhost:3000/auth/v1', 'keys', undefined)).notes).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('answers its usage for an unknown command', async () => {
    expect(await keysCommand(server.database.db, 'http://localhost:3000/auth/v1', 'print', undefined)).toMatchObject({
      exitCode: 2,
      lines: [expect.stringMatching(/^usage:/)],
    });
  });
});
