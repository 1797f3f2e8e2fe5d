/**
 * Backups (docs/running.md, Backups; decision 0155), against the database and file store the settings name (the
 * server's environment: DATABASE_URL or DATA_DIR, S3_BUCKET or DATA_DIR/uploads):
 *
 *   npm run backup [-- --out <directory>]       write a backup (default backups/<time>)
 *   npm run restore -- <directory> [--force]    restore one into an empty database
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BackupError, DataDirInUseError, type DatabaseConfig } from '@tapline/db';
import { ConfigError, readEnvConfig } from './config';
import { type BackupPlace, createBackup, createStorage, restoreBackup } from './platform';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const USAGE = 'usage: npm run backup [-- --out <directory>]  |  npm run restore -- <directory> [--force]';

/** a path the person typed: from where they ran npm, which runs scripts from the repository's root */
const typedPath = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new BackupError(USAGE);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const env = readEnvConfig(process.env, repoRoot);
  const database: DatabaseConfig = env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl, maxConnections: 2 }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
  const place: BackupPlace = { database, storage: createStorage(env) };
  const say = (line: string) => console.log(line);
  try {
    if (command === 'backup') {
      if (positionals.length > 0 || values.force) throw new BackupError(`npm run backup takes only --out <directory>; ${USAGE}`);
      const directory = values.out
        ? typedPath(values.out)
        : path.join(
            repoRoot,
            'backups',
            new Date()
              .toISOString()
              .replace(/\.\d+Z$/, 'Z')
              .replace(/:/g, '-'),
          );
      const manifest = await createBackup(place, directory, say);
      say(
        `Backup written to ${directory} (${manifest.images.files.length} images, migrations up to ${manifest.contents.migrations.newest})`,
      );
    } else {
      if (positionals.length !== 1 || values.out) throw new BackupError(`npm run restore takes the backup's directory; ${USAGE}`);
      const directory = typedPath(positionals[0]!);
      await restoreBackup(place, directory, { force: values.force }, say);
      say(`Restored ${directory}`);
    }
  } finally {
    place.storage.close?.();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const oneLine =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(oneLine ? (error as Error).message : error);
  process.exit(1);
});
