export { createTestDatabase, createTestDataDir, prepareTestDatabaseTemplate, type TestDatabase } from './test-database';
export * from './factories';
export { createEmptyPostgresDatabase } from './empty-database';
export { expectConstraintViolation, expectInvalidEnumValue } from './database-errors';
