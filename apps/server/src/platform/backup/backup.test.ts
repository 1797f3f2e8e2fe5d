import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createTestDataDir } from '@tapline/db/testing';
import { startLocalS3, type LocalS3 } from '../../../test/support/local-s3';
import { DiskStorage } from '../storage/disk-storage';
import { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { createBackup } from './backup';
import { BackupManifest } from './backup-manifest';
import { restoreBackup } from './restore';

const quiet = () => {};
// a backup and a restore open the embedded database on disk: tens of seconds each on a busy 2-core machine
const onDisk = { timeout: 240_000 };
let root: string;
let sourceDataDir: string;
let backupDir: string;
const images = [Buffer.from('first picture'), Buffer.from('second picture')];
const keyOf = (bytes: Buffer) => `${createHash('sha256').update(bytes).digest('hex')}-card.webp`;

async function keysIn(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** an empty place to restore into: a data directory not made yet, an empty upload folder */
async function freshPlace(name: string) {
  const dataDir = path.join(root, name, 'pglite');
  return { dataDir, place: { database: { kind: 'pglite', dataDir } as const, storage: new DiskStorage(path.join(root, name, 'uploads')) } };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tapline-backup-'));
  sourceDataDir = path.join(root, 'source', 'pglite');
  const handle = await createTestDataDir(sourceDataDir);
  await createSupplier(handle.db, { slug: 'backed-up' });
  await handle.close();
  const storage = new DiskStorage(path.join(root, 'source', 'uploads'));
  for (const bytes of images) await storage.put(keyOf(bytes), bytes, 'image/webp');
  backupDir = path.join(root, 'backup');
  await createBackup({ database: { kind: 'pglite', dataDir: sourceDataDir }, storage }, backupDir, quiet);
}, onDisk.timeout);
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('a backup', onDisk, () => {
  it('holds the database, every image and a manifest naming them with their checksums and the rows counted', async () => {
    const manifest = BackupManifest.parse(JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')));
    expect(manifest.images.files.map((file) => file.key)).toEqual(images.map(keyOf).sort());
    expect(manifest.contents.counts).toMatchObject({ organisations: 1, products: 0 });
    expect(manifest.database.copy).toEqual({ engine: 'pglite', file: 'database.tar.gz', takenFrom: 'data directory' });
    for (const bytes of images) expect((await readFile(path.join(backupDir, 'images', keyOf(bytes)))).equals(bytes)).toBe(true);
    expect(existsSync(`${backupDir}.partial`)).toBe(false);
  });

  it('is refused into a directory that exists', async () => {
    const storage = new DiskStorage(path.join(root, 'source', 'uploads'));
    await expect(createBackup({ database: { kind: 'pglite', dataDir: sourceDataDir }, storage }, backupDir, quiet)).rejects.toThrow(
      `${backupDir} already exists: name a new directory for the backup`,
    );
  });

  it('restores into an empty place: the same rows, the same image bytes, and says where the migrations stand', async () => {
    const { dataDir, place } = await freshPlace('restored');
    const lines: string[] = [];
    await restoreBackup(place, backupDir, { force: false }, (line) => lines.push(line));
    expect(lines).toContain('Images: 2 written to ' + place.storage.description + ', 0 already there');
    expect(lines.some((line) => line.startsWith('Migrations: current ('))).toBe(true);
    for (const bytes of images) expect((await place.storage.get(keyOf(bytes)))?.equals(bytes)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});

describe('a restore of bad input changes nothing and says what is wrong', () => {
  /** a copy of the good backup, changed by `spoil` */
  async function spoilt(name: string, spoil: (directory: string) => Promise<void>): Promise<string> {
    const directory = path.join(root, `spoilt-${name}`);
    await cp(backupDir, directory, { recursive: true });
    await spoil(directory);
    return directory;
  }
  const rewriteManifest = (change: (manifest: Record<string, unknown>) => unknown) => async (directory: string) => {
    const file = path.join(directory, 'manifest.json');
    await writeFile(file, JSON.stringify(change(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>)));
  };

  const cases: { name: string; directory: () => Promise<string>; message: string | RegExp }[] = [
    { name: 'no such directory', directory: async () => path.join(root, 'never-written'), message: 'there is no such directory' },
    {
      name: 'a file',
      directory: async () => path.join(backupDir, 'manifest.json'),
      message: 'is a file: a backup is the directory npm run backup wrote',
    },
    {
      name: 'no manifest',
      directory: () => spoilt('no-manifest', (directory) => rm(path.join(directory, 'manifest.json'))),
      message: 'is not a Tapline backup: it has no manifest.json',
    },
    {
      name: 'a manifest that is not JSON',
      directory: () => spoilt('not-json', (directory) => writeFile(path.join(directory, 'manifest.json'), 'tar: not JSON')),
      message: 'manifest.json is not JSON',
    },
    {
      name: "another program's manifest",
      directory: () =>
        spoilt(
          'other-format',
          rewriteManifest(() => ({ format: 'something-else' })),
        ),
      message: 'is not the manifest of a Tapline backup',
    },
    {
      name: 'a newer backup format',
      directory: () =>
        spoilt(
          'newer-format',
          rewriteManifest((manifest) => ({ ...manifest, formatVersion: 2 })),
        ),
      message: 'was written by a newer Tapline (backup format 2)',
    },
    {
      name: 'a damaged manifest',
      directory: () =>
        spoilt(
          'damaged',
          rewriteManifest((manifest) => ({ ...manifest, contents: { counts: {} } })),
        ),
      message: /manifest\.json is damaged: contents\.migrations/,
    },
    {
      name: 'a changed image',
      directory: () => spoilt('changed-image', (directory) => writeFile(path.join(directory, 'images', keyOf(images[1]!)), 'other bytes')),
      message: 'is not the file the backup wrote (its size or checksum differs)',
    },
    {
      name: 'a missing database copy',
      directory: () => spoilt('no-database', (directory) => rm(path.join(directory, 'database.tar.gz'))),
      message: 'is incomplete: database.tar.gz is missing',
    },
    {
      name: 'migrations newer than the code',
      directory: () =>
        spoilt(
          'newer-migrations',
          rewriteManifest((manifest) => {
            const contents = manifest.contents as { migrations: { newestAt: number } };
            contents.migrations.newestAt += 1;
            return manifest;
          }),
        ),
      message: 'This backup was made by a newer Tapline',
    },
  ];

  it.each(cases)('$name', async ({ name, directory, message }) => {
    const { dataDir, place } = await freshPlace(`refused-${name.replace(/\W+/g, '-')}`);
    await expect(restoreBackup(place, await directory(), { force: false }, quiet)).rejects.toThrow(message);
    expect(existsSync(dataDir)).toBe(false);
    expect(await keysIn(place.storage)).toEqual([]);
  });

  it('a PostgreSQL database as the target of an embedded backup', async () => {
    const storage = new DiskStorage(path.join(root, 'refused-engine', 'uploads'));
    const place = { database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' } as const, storage };
    await expect(restoreBackup(place, backupDir, { force: true }, quiet)).rejects.toThrow(
      'This backup holds the embedded database (DATA_DIR), and the settings name PostgreSQL (DATABASE_URL)',
    );
    expect(await keysIn(storage)).toEqual([]);
  });
});

describe('a backup of images in S3', onDisk, () => {
  let source: LocalS3;
  let target: LocalS3;
  beforeAll(async () => {
    [source, target] = [await startLocalS3('backed-up'), await startLocalS3('restored')];
  });
  afterAll(async () => Promise.all([source.close(), target.close()]));

  it('copies every object of the bucket and puts them into the restoring one, byte for byte', async () => {
    const from = new S3Storage(source.settings);
    const to = new S3Storage(target.settings);
    try {
      for (const bytes of images) await from.put(keyOf(bytes), bytes, 'image/webp');
      const directory = path.join(root, 's3-backup');
      const manifest = await createBackup({ database: { kind: 'pglite', dataDir: sourceDataDir }, storage: from }, directory, quiet);
      expect(manifest.images.from).toBe(from.description);
      await restoreBackup(
        { database: { kind: 'pglite', dataDir: path.join(root, 's3-restored', 'pglite') }, storage: to },
        directory,
        { force: false },
        quiet,
      );
      expect(await keysIn(to)).toEqual(images.map(keyOf).sort());
      for (const bytes of images) {
        expect((await to.get(keyOf(bytes)))?.equals(bytes)).toBe(true);
        expect((await to.stream(keyOf(bytes)))?.contentType).toBe('image/webp');
      }
    } finally {
      from.close();
      to.close();
    }
  });
});
