import { eq } from 'drizzle-orm';
import { apiKeys, type Database } from '@tapline/db';

/** The stored row of a key, as the database holds it. */
export async function apiKeyRowTesting(db: Database, id: string) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}
