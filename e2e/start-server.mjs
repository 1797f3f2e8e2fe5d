// The app as `npm start` runs it, on a fresh embedded database of its own with the demo data.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Mail really goes out, over SMTP to a sink in this process (the outbox shows no link or code: decision 0053).
// The journeys read what it received through a small HTTP endpoint of this process, never of the app; its
// address is written beside the service_role key. Texts have no provider: the app appends them to SMS_DEV_FILE.
const { startSmtpSink } = await tsImport('../apps/server/test/support/smtp-test-sink.ts', import.meta.url);
const sink = await startSmtpSink();
const mailbox = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? sink.messages : []));
});
await new Promise((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
writeFileSync(path.join(dataDir, 'mailbox-url'), `http://127.0.0.1:${mailbox.address().port}/messages`);

// Xero is the fake the server runs in its own process (XERO_FAKE=1), on a port chosen here so the Xero journey can
// reach its test controls (/__fake/...): its address is written beside the mailbox's.
const probe = createServer();
await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
const fakeXeroPort = probe.address().port;
await new Promise((resolve) => probe.close(resolve));
writeFileSync(path.join(dataDir, 'fake-xero-url'), `http://127.0.0.1:${fakeXeroPort}`);

const env = {
  ...process.env,
  XERO_FAKE: '1',
  XERO_FAKE_PORT: String(fakeXeroPort),
  XERO_CLIENT_ID: '',
  XERO_CLIENT_SECRET: '',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  FUNCTIONS_KEY: '',
  SMTP_URL: sink.url,
  SMS_DEV_FILE: path.join(dataDir, 'sms.jsonl'),
  // the standing orders' journey runs the scheduler's tick "as of" its occurrence's cut-off (docs/configuration.md)
  STANDING_TEST_CLOCK: '1',
  // the webhooks journey's receiver is a small HTTP server on loopback, allowed only in test mode (decision 0199)
  WEBHOOKS_ALLOW_LOOPBACK: '1',
};

// Journeys that need an account of their own make it through the Admin API (e2e/tests/auth-helpers.ts), which
// takes the service_role key. The key CLI prints it from the new database before the server opens it (PGlite
// is one process at a time); it stays in this throwaway data directory.
const keys = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/auth-keys-cli.ts'), 'keys'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
const serviceRoleKey = /service_role[^\n]*\n(\S+)/.exec(keys.stdout ?? '')?.[1];
if (keys.status !== 0 || !serviceRoleKey) {
  console.error(`Could not read the service_role key for the journeys:\n${keys.stdout ?? ''}${keys.stderr ?? ''}`);
  process.exit(1);
}
writeFileSync(path.join(dataDir, 'service-role-key'), serviceRoleKey, { mode: 0o600 });

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/test/dev-server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  mailbox.close();
  void sink.close().finally(() => process.exit(code ?? 0));
});
