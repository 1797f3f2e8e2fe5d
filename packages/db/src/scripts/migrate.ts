import { createDatabase } from '../client';
import { databaseConfigFromEnv } from './env';

const handle = await createDatabase(databaseConfigFromEnv());
await handle.migrate();
await handle.close();
console.log(`migrations applied (${handle.kind})`);
