import { prepareTestDatabaseTemplate } from './test-database';

/** vitest globalSetup: migrate the template once per run, before the workers start copying it. */
export default async function setup() {
  await prepareTestDatabaseTemplate();
}
