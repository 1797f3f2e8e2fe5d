import path from 'node:path';
import { BackupError, checkDatabaseRestore, migrationsAfter, newestKnownMigration, restoreDatabase } from '@tapline/db';
import { putImagesBack } from './backup-images';
import { IMAGES_FOLDER, readBackup } from './backup-manifest';
import type { BackupPlace } from './backup';

/**
 * Restores a backup into the configured database and file store. Everything that can be checked first is, changing
 * nothing: the backup's files against its manifest, its migrations against the code's, the database's engine and
 * emptiness (unless `force`), the store's reachability. Then the images (harmless if the rest fails: an image no row
 * refers to is never served), then the database, whose rows are counted against the manifest's.
 */
export async function restoreBackup(
  place: BackupPlace,
  directory: string,
  { force }: { force: boolean },
  say: (line: string) => void,
): Promise<void> {
  const manifest = await readBackup(directory);
  const { migrations, counts } = manifest.contents;
  const newestKnown = newestKnownMigration();
  if (migrations.newestAt > (newestKnown?.when ?? 0)) {
    throw new BackupError(
      `This backup was made by a newer Tapline (its database has migrations this code does not know; this code's newest is ${newestKnown?.tag}): restore it with that version or a newer one`,
    );
  }
  await checkDatabaseRestore(place.database, manifest.database.copy, { force });
  await place.storage.check().catch((error: unknown) => {
    throw new BackupError(`The file store ${place.storage.description} can't be reached: ${(error as Error).message}`);
  });

  const images = await putImagesBack(place.storage, path.join(directory, IMAGES_FOLDER), manifest.images.files);
  say(`Images: ${images.written} written to ${place.storage.description}, ${images.present} already there`);
  const restored = await restoreDatabase(place.database, manifest.database.copy, directory, { force });
  const differing = Object.entries(counts).filter(
    ([table, expected]) => restored.counts[table as keyof typeof restored.counts] !== expected,
  );
  if (differing.length > 0 || restored.migrations.newestAt !== migrations.newestAt) {
    throw new BackupError(
      `The restored database differs from the backup's manifest (${differing.map(([table, expected]) => `${table}: ${restored.counts[table as keyof typeof restored.counts]} rows, ${expected} expected`).join('; ') || 'its migrations'})`,
    );
  }
  say(
    `Database: restored, ${Object.entries(counts)
      .map(([table, rows]) => `${rows} ${table}`)
      .join(', ')}`,
  );
  const pending = migrationsAfter(migrations.newestAt);
  say(
    pending.length === 0
      ? `Migrations: current (${migrations.newest ?? 'none'})`
      : `Migrations: ${pending.length} behind this code (next: ${pending[0]}): run npm run migrate, or start with MIGRATE_ON_START on`,
  );
}
