import { and, eq } from 'drizzle-orm';
import { memberships, products, type Database } from '@tapline/db';

/** Ends a membership as any path would (the team page, the admin): straight in the database. */
export async function removeMembership(db: Database, organisationId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
}

/** A catalogue change as any path makes it: straight in the database. */
export async function renameProduct(db: Database, productId: string, name: string): Promise<void> {
  await db.update(products).set({ name }).where(eq(products.id, productId));
}
