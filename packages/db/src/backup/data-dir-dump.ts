import { existsSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../client';
import { BackupError } from './backup-error';

/**
 * Where the process holding an embedded database answers for a copy of it: a socket beside its lock, reachable only
 * by whoever may read the directory anyway (decision 0155).
 */
const dumpSocketOf = (dataDir: string) => `${dataDir}.sock`;

/**
 * A Unix socket's path holds about a hundred bytes (108 on Linux, 104 on macOS), and Node cuts a longer one short
 * without a word: such a directory gets no socket.
 */
const MAX_SOCKET_PATH_BYTES = 100;
const socketFits = (socket: string) => Buffer.byteLength(socket) <= MAX_SOCKET_PATH_BYTES;

/** Whether a directory holds an embedded database (PGlite writes PG_VERSION when it makes one). */
export const holdsEmbeddedDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

function pgliteOf(handle: DatabaseHandle): PGlite {
  const client = (handle.db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('Only the embedded database is dumped as a data directory');
  return client;
}

/**
 * The embedded database's data directory as a gzipped tar, consistent without stopping anything. PGlite runs every
 * statement and transaction under one lock (its "transaction" mutex), and the copy is made holding it: no transaction
 * is half done in the files, and the writes since the checkpoint just before are in its WAL, as they would be after
 * a crash, so the copy opens as the database stood.
 */
export async function dumpDataDir(handle: DatabaseHandle): Promise<Buffer> {
  const client = pgliteOf(handle);
  // not inside the lock below: exec takes it, and it is not reentrant
  await client.exec('checkpoint');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * Answers `npm run backup` from the process that holds the embedded database (which no other process may open while
 * it runs): a GET on the directory's socket is sent a dump. A socket left by a killed process is replaced; one that
 * can't be made (a path too long for a socket) is reported through `warn`, and the server runs without it.
 */
export async function serveDataDirDumps(
  handle: DatabaseHandle,
  dataDir: string,
  warn: (message: string) => void = console.warn,
): Promise<{ close(): Promise<void> }> {
  const socket = dumpSocketOf(dataDir);
  const unavailable = (why: string) => {
    warn(`Backups of the running embedded database are not available (${socket}: ${why}); stop the server to back it up`);
    return { close: async () => {} };
  };
  if (!socketFits(socket)) return unavailable(`longer than the ${MAX_SOCKET_PATH_BYTES} bytes a socket's path may have`);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end('Only GET /dump is answered here');
      return;
    }
    dumpDataDir(handle).then(
      (bytes) => response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  // this process holds the directory's lock, so a socket already there was left by a process that died
  await rm(socket, { force: true });
  const failure = await new Promise<Error | undefined>((resolve) => {
    server.once('error', resolve);
    server.listen(socket, () => resolve(undefined));
  });
  if (failure) return unavailable(failure.message);
  await chmod(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The dump of an embedded database from the process that holds it, or undefined when no process answers on its
 * socket (none runs, or one that does not serve dumps).
 */
export function requestDataDirDump(dataDir: string): Promise<Buffer | undefined> {
  if (!socketFits(dumpSocketOf(dataDir))) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = get({ socketPath: dumpSocketOf(dataDir), path: '/dump' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new BackupError(`The server holding ${dataDir} could not copy it: ${body.toString('utf8').slice(0, 500)}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}
