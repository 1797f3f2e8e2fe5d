// npm run db:seed: load the demo data into an empty database. A PostgreSQL server (DATABASE_URL) needs --force.
import { createDatabase } from '../client';
import { isDatabaseEmpty, seedDemoData } from '../seed';
import { databaseConfigFromEnv } from './env';

const config = databaseConfigFromEnv();
if (config.kind === 'postgres' && !process.argv.includes('--force') && process.env.SEED !== '1') {
  console.error('Refusing to load demo data into the DATABASE_URL database; pass --force (npm run db:seed -- --force) to do it anyway.');
  process.exit(2);
}
const handle = await createDatabase(config);
try {
  await handle.migrate();
  if (!(await isDatabaseEmpty(handle.db))) {
    console.log('The database already has data; demo data is only loaded into an empty database. Nothing changed.');
  } else {
    const started = Date.now();
    const summary = await seedDemoData(handle.db);
    console.log(`Demo data loaded in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
  }
} finally {
  await handle.close();
}
