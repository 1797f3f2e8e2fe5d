import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appliedMigrationsOf, type AppliedMigrations } from '../migration-state';
import { executeRows } from '../sql-client';

/** Rows a backup counts, so a restore can show it brought back all of them. */
const COUNTED_TABLES = ['organisations', 'auth_users', 'products', 'product_images', 'orders', 'supplier_orders'] as const;
type CountedTable = (typeof COUNTED_TABLES)[number];

/** What a backup records of its database, and what a restore checks it got back. */
export interface DatabaseFacts {
  migrations: AppliedMigrations;
  counts: Record<CountedTable, number>;
}

export async function databaseFactsOf(db: Database): Promise<DatabaseFacts> {
  const migrations = await appliedMigrationsOf(db);
  const selects = sql.join(
    COUNTED_TABLES.map((table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`),
    sql`, `,
  );
  const [row] = migrations.count > 0 ? await executeRows<Record<CountedTable, number>>(db, sql`select ${selects}`) : [];
  const counts = Object.fromEntries(COUNTED_TABLES.map((table) => [table, row?.[table] ?? 0])) as Record<CountedTable, number>;
  return { migrations, counts };
}
