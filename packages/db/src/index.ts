export * from './schema';
export { createDatabase } from './client';
export type { Database, DatabaseConfig, DatabaseHandle, Schema } from './client';
export { seedDemoData, isDatabaseEmpty, DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from './seed';
export type { SeedSummary } from './seed';
export { sqlClientOf } from './sql-client';
export type { SqlClient, SqlRows } from './sql-client';
export { QUERY_CANCELED, runCancellable } from './cancellation';
