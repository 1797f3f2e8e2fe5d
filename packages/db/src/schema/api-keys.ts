import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';
import { organisations, profiles } from './organisations';

/**
 * An organisation's API keys (decision 0195): a machine calls the /api routes with `Authorization: Bearer tl_live_…`.
 * The id is both the key's and its machine profile's (the actor its changes are recorded under); only the secret's
 * sha256 is kept. `last_used_at` moves at most once a minute; a revoked or expired key is refused on its next call.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    /** sha256 of the key's secret part, hex */
    secretHash: text('secret_hash').notNull(),
    /** the key's last four characters, to tell keys apart in the list */
    lastFour: text('last_four').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('api_keys_organisation_idx').on(t.organisationId, t.createdAt),
    check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('api_keys_scopes_present', sql`cardinality(${t.scopes}) >= 1`),
  ],
);
