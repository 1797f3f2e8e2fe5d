export { createTestDatabase, prepareTestDatabaseTemplate, type TestDatabase } from './test-database';
export * from './factories';
