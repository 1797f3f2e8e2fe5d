export { createTestDatabase, prepareTestDatabaseTemplate, type TestDatabase } from './test-database';
export * from './factories';
export { expectConstraintViolation, expectInvalidEnumValue } from './database-errors';
