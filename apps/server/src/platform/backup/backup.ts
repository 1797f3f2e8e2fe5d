import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, backUpDatabase, newestKnownMigration, type DatabaseConfig } from '@tapline/db';
import type { Storage } from '../storage/storage';
import { copyImagesOut } from './backup-images';
import { BackupManifest, IMAGES_FOLDER, MANIFEST_FILE, manifestHeader, sha256Of } from './backup-manifest';

/** The database and the file store a backup is taken from, or restored into: the server's, from its settings. */
export interface BackupPlace {
  database: DatabaseConfig;
  storage: Storage;
}

/**
 * Writes a backup into `directory` (which must not exist): the database's copy, every stored image and the manifest,
 * first into `<directory>.partial`, renamed into place once whole. Images are copied before and after the database,
 * so an image uploaded or removed while it was copied is there either way (decision 0155).
 */
export async function createBackup(place: BackupPlace, directory: string, say: (line: string) => void): Promise<BackupManifest> {
  if (existsSync(directory)) throw new BackupError(`${directory} already exists: name a new directory for the backup`);
  const partial = `${directory}.partial`;
  // a directory of that name is one an earlier backup left when it failed
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.join(partial, IMAGES_FOLDER), { recursive: true });
  try {
    const images = new Map<string, BackupManifest['images']['files'][number]>();
    await copyImagesOut(place.storage, path.join(partial, IMAGES_FOLDER), images);
    const { copy, facts } = await backUpDatabase(place.database, partial);
    say(
      copy.engine === 'postgres'
        ? `Database: pg_dump of PostgreSQL ${copy.serverVersion}`
        : `Database: the embedded database, copied ${copy.takenFrom === 'running server' ? 'by the running server' : 'from its directory (no server had it open)'}`,
    );
    await copyImagesOut(place.storage, path.join(partial, IMAGES_FOLDER), images);
    say(`Images: ${images.size} from ${place.storage.description}`);
    const manifest = BackupManifest.parse({
      ...manifestHeader(),
      createdAt: new Date().toISOString(),
      writtenBy: { newestMigration: newestKnownMigration()?.tag ?? null },
      database: { copy, ...(await sha256Of(path.join(partial, copy.file))) },
      contents: facts,
      images: { from: place.storage.description, files: [...images.values()].sort((a, b) => a.key.localeCompare(b.key)) },
    });
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, directory);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
