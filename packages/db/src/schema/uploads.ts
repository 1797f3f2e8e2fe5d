import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef } from './columns';
import { organisations } from './organisations';

/** PostgreSQL bytea: a Buffer from postgres.js, a Uint8Array from PGlite; both accept either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (organisation logos), kept in the database so the embedded default needs no storage
 * service; served publicly at /api/uploads/{id}. An upload never changes: a new file is a new row (and URL).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    /** detected from the bytes, never taken from the client */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** sha256 hex of the bytes */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_size_matches', sql`${t.size} = octet_length(${t.bytes}) and ${t.size} between 1 and 2097152`),
    check('uploads_content_type_image', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    index('uploads_organisation_idx').on(t.organisationId),
  ],
);
