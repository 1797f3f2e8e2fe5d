import { type AnyPgColumn, timestamp, type UpdateDeleteAction, uuid } from 'drizzle-orm/pg-core';

/**
 * Column groups that most tables share, spread or called into each table (drizzle's documented pattern for
 * reusable columns). Each call makes fresh column builders; the SQL they generate is what the tables spelled out
 * before (migrations unchanged).
 */

/** a random UUID primary key named `id` */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** a moment with its time zone (timestamptz); nullable unless chained with notNull() */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** when the row was written */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert (code sets updated_at on change) */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: timestamptz('updated_at').notNull().defaultNow() });

/** a required reference to another table's uuid; the row goes with the one it references unless told otherwise */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction = 'cascade') =>
  uuid(name).notNull().references(target, { onDelete });
