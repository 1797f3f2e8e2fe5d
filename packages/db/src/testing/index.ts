export { createTestDatabase } from './test-database';
export * from './factories';
export { createEmptyPostgresDatabase } from './empty-database';
