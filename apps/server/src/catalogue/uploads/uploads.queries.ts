import { and, eq, sql } from 'drizzle-orm';
import { organisations, uploads, type Database } from '@tapline/db';

export async function findUpload(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, size: uploads.size, sha256: uploads.sha256 })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row;
}

export async function deleteUpload(db: Database, id: string, organisationId: string) {
  await db.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.organisationId, organisationId)));
}

/** The organisation's logo URL, its row locked until the transaction ends (two uploads at once keep no orphan). */
export async function lockOrganisationLogo(db: Database, organisationId: string): Promise<string | null> {
  const [row] = await db
    .select({ logoUrl: organisations.logoUrl })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  return row?.logoUrl ?? null;
}

export async function setOrganisationLogo(db: Database, organisationId: string, logoUrl: string | null) {
  await db
    .update(organisations)
    .set({ logoUrl, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}
