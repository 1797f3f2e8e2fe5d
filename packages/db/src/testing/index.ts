export { createTestDatabase } from './test-database';
export * from './factories';
