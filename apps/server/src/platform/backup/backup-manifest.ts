import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError, type DatabaseCopy } from '@tapline/db';
import { isStorageKey } from '../storage/storage';

/** What `npm run backup` writes into its directory (decision 0155): this manifest, the database's copy, the images. */
export const MANIFEST_FILE = 'manifest.json';
export const IMAGES_FOLDER = 'images';
const FORMAT = 'tapline-backup';
const FORMAT_VERSION = 1;

const count = z.number().int().min(0);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex');

/** the file names are fixed, so a manifest can't point a restore outside its directory */
const DatabaseCopySchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('postgres'), file: z.literal('database.pgdump'), serverVersion: z.string(), pgDumpMajor: z.number().int() }),
  z.object({ engine: z.literal('pglite'), file: z.literal('database.tar.gz'), takenFrom: z.enum(['running server', 'data directory']) }),
]) satisfies z.ZodType<DatabaseCopy>;

const StoredImage = z.object({ key: z.string().refine(isStorageKey, 'must be a storage key'), bytes: count, sha256 });
export type StoredImage = z.infer<typeof StoredImage>;

export const BackupManifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** the newest migration of the code that wrote it */
  writtenBy: z.object({ newestMigration: z.string().nullable() }),
  database: z.object({ copy: DatabaseCopySchema, bytes: count, sha256 }),
  /** what the database held: its migrations and row counts, checked again after a restore */
  contents: z.object({
    migrations: z.object({ count, newestAt: count, newest: z.string().optional() }),
    counts: z.record(z.string(), count),
  }),
  images: z.object({ from: z.string(), files: z.array(StoredImage) }),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

export function manifestHeader() {
  return { format: FORMAT, formatVersion: FORMAT_VERSION } as const;
}

export async function sha256Of(file: string): Promise<{ bytes: number; sha256: string }> {
  const bytes = await readFile(file);
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function parsedManifest(directory: string): Promise<BackupManifest> {
  const described = await stat(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupError(`No backup at ${directory}: there is no such directory`);
    throw error;
  });
  if (!described.isDirectory()) throw new BackupError(`${directory} is a file: a backup is the directory npm run backup wrote`);
  const file = path.join(directory, MANIFEST_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new BackupError(
      `${directory} is not a Tapline backup: it has no ${MANIFEST_FILE} (a backup that failed leaves a directory ending in .partial without one)`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BackupError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const header = z.object({ format: z.literal(FORMAT), formatVersion: z.number() }).safeParse(json);
  if (!header.success) throw new BackupError(`${file} is not the manifest of a Tapline backup`);
  if (header.data.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `${directory} was written by a newer Tapline (backup format ${header.data.formatVersion}): restore it with that one`,
    );
  }
  const manifest = BackupManifest.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0]!;
    throw new BackupError(`${file} is damaged: ${issue.path.join('.') || 'the manifest'} ${issue.message}`);
  }
  return manifest.data;
}

async function checkFile(directory: string, name: string, expected: { bytes: number; sha256: string }): Promise<void> {
  const file = path.join(directory, name);
  const found = await sha256Of(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupError(`${directory} is incomplete: ${name} is missing`);
    throw error;
  });
  if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
    throw new BackupError(`${file} is not the file the backup wrote (its size or checksum differs): the backup is damaged`);
  }
}

/** A backup's manifest, once every file it names is there with the bytes it recorded; a clear error otherwise. */
export async function readBackup(directory: string): Promise<BackupManifest> {
  const manifest = await parsedManifest(directory);
  await checkFile(directory, manifest.database.copy.file, manifest.database);
  for (const image of manifest.images.files) await checkFile(directory, path.join(IMAGES_FOLDER, image.key), image);
  return manifest;
}
