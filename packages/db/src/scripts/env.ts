import path from 'node:path';
import type { DatabaseConfig } from '../client';

/** Scripts read the same two settings as the server: DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseConfigFromEnv(): DatabaseConfig {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR?.trim() || '.data', 'pglite') };
}
