// The bare server the search bench sets beside the app (issue 33): node:http and postgres.js, running for a URL the
// very statements the app runs for it, one after the other, and answering the last one's rows as JSON. What the app
// costs beyond it (routing, validation, the answer cache's bookkeeping, Drizzle building the SQL, shaping and
// serialising the answer, logging, metrics) is the ratio of the two servers' throughputs in one run.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, PLANNER_SETTINGS } from '@tapline/db';
import { buildApp } from '../../apps/server/src/app';
import { defaultAuthSettings } from '../../apps/server/src/identity';
import { createStorage } from '../../apps/server/src/platform';

export interface Statement {
  text: string;
  parameters: unknown[];
}

/**
 * The statements the app runs for each path, with the answer cache off: an app built in this process on the same
 * database answers each path once to warm up (the search words, the planner's first runs) and once while its
 * connections' statements are recorded. The job queue's own statements are left out.
 */
export async function recordStatements(databaseUrl: string, key: string, paths: string[]): Promise<Map<string, Statement[]>> {
  let recording: Statement[] | undefined;
  const handle = await createDatabase({
    kind: 'postgres',
    url: databaseUrl,
    onStatement: (text, parameters) => recording?.push({ text, parameters }),
  });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tapline-bare-'));
  const app = await buildApp(
    {
      storage: createStorage({ dataDir: scratch, s3: undefined }),
      functionsKey: key,
      logLevel: 'silent',
      webDistDir: undefined,
      trustProxy: false,
      publicCache: { seconds: 0 },
      // the limits count in the database, where the bench's load from this address has been counted already
      auth: { ...defaultAuthSettings, rateLimitApiPerMinute: 100_000_000 },
    },
    handle.db,
  );
  const recorded = new Map<string, Statement[]>();
  try {
    await app.ready();
    for (const url of paths) {
      const headers = { 'x-functions-key': key };
      await app.inject({ url, headers });
      recording = [];
      const answer = await app.inject({ url, headers });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode} while its statements were recorded`);
      recorded.set(
        url,
        recording.filter((statement) => !/\bpgboss\b/i.test(statement.text)),
      );
      recording = undefined;
    }
  } finally {
    await app.close();
    await handle.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  return recorded;
}

/** The bare server on `port`: each recorded path answers its statements' last rows; any other, 404. */
export async function startBareServer(databaseUrl: string, port: number, routes: Map<string, Statement[]>, poolMax = 10) {
  // as the app's pool: its size, its planner settings, statements prepared
  const sql = postgres(databaseUrl, { max: poolMax, prepare: true, onnotice: () => {}, connection: PLANNER_SETTINGS });
  const server = createServer((request, response) => {
    const statements = routes.get(request.url ?? '');
    if (!statements) {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      let rows: unknown = [];
      for (const statement of statements)
        rows = await sql.unsafe(statement.text, statement.parameters as postgres.ParameterOrJSON<never>[]);
      const body = JSON.stringify(rows);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await sql.end({ timeout: 5 });
    },
  };
}
