import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tapline-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database directory', () => {
  it('is refused to a second opener while the first has it, and free once the first closes it', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ kind: 'pglite', dataDir });
    const refused = lockDataDir(dataDir, { waitSeconds: 0 });
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(/open in another Tapline process: stop that one first, or give this one another DATA_DIR/);
    await first.close();
    const release = await lockDataDir(dataDir, { waitSeconds: 0 });
    await release();
  });

  it('is taken over from a process that died holding it, once its lock is stale', async () => {
    const dataDir = freshDir();
    // what a kill -9 leaves: the lock directory, refreshed by nobody any more
    mkdirSync(`${dataDir}.lock`, { recursive: true });
    await expect(lockDataDir(dataDir, { waitSeconds: 0 })).rejects.toBeInstanceOf(DataDirInUseError);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dataDir}.lock`, aMinuteAgo, aMinuteAgo);
    const release = await lockDataDir(dataDir, { waitSeconds: 0 });
    await release();
  });
});
