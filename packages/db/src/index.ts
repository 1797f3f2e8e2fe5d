export * from './schema';
export { createDatabase, PLANNER_SETTINGS } from './client';
export { DataDirInUseError } from './data-dir-lock';
export { ensureMigrations, migrationStateOf, MigrationsError, migrationsAfter, newestKnownMigration } from './migration-state';
export type { Database, DatabaseConfig, DatabaseHandle, Schema } from './client';
export { seedDemoData, isDatabaseEmpty, DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from './seed';
export type { SeedSummary } from './seed';
export { executePlannedOnceRows, executeRows, sqlClientOf } from './sql-client';
export type { SqlClient, SqlRows } from './sql-client';
export { seedBenchCatalogue } from './seed/bench-catalogue';
export { databaseConfigFromEnv } from './scripts/env';
export { QUERY_CANCELED, runCancellable } from './cancellation';
export {
  depositLinesOf,
  invoiceLinesOf,
  kegSnapshotOf,
  orderLineKegColumns,
  orderLineOf,
  STANDARD_GST_BASIS_POINTS,
  taxOf,
  totalsOf,
} from './order-lines';
export type { DepositLine, InvoicedOrderLine, KeggedLine, KegSnapshot, SkuKeg } from './order-lines';
export { listenChannel, notifyChannel } from './change-feed';
export { poolStatsOf, type PoolStats } from './pool-stats';
export { BackupError } from './backup/backup-error';
export { backUpDatabase, type DatabaseCopy } from './backup/database-backup';
export { checkDatabaseRestore, restoreDatabase } from './backup/database-restore';
export type { DatabaseFacts } from './backup/database-facts';
export { serveDataDirDumps } from './backup/data-dir-dump';
