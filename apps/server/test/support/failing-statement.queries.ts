import { sql } from 'drizzle-orm';
import type { Database } from '@tapline/db';

/** A statement PostgreSQL refuses, quoting `value` in its message (22P02): what an unexpected 500 looks like. */
export async function castToInteger(db: Database, value: string): Promise<unknown> {
  return db.execute(sql`select ${value}::integer as n`);
}
