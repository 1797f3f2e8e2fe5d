import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organisations, uploads, type Database } from '@tapline/db';

/** A logo as one was kept before logos moved to the file storage (decision 0073): its bytes in the uploads table, served at /api/uploads/{id}. */
export async function insertDatabaseLogo(db: Database, organisationId: string, contentType: string, bytes: Buffer): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({ organisationId, contentType, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
    .returning({ id: uploads.id });
  const url = `/api/uploads/${row!.id}`;
  await db.update(organisations).set({ logoUrl: url }).where(eq(organisations.id, organisationId));
  return url;
}
