import { eq } from 'drizzle-orm';
import { organisations, organisationSlugHistory, products, type Database } from '@tapline/db';

/** Test helpers: a product's name as a hostile seller might type it, and a rename that keeps the old slug. */
export async function setProductName(db: Database, slug: string, name: string) {
  await db.update(products).set({ name }).where(eq(products.slug, slug));
}

export async function setProductImage(db: Database, slug: string, imageUrl: string) {
  await db.update(products).set({ imageUrl }).where(eq(products.slug, slug));
}

export async function renameOrganisationSlug(db: Database, from: string, to: string) {
  const [organisation] = await db
    .update(organisations)
    .set({ slug: to })
    .where(eq(organisations.slug, from))
    .returning({ id: organisations.id });
  if (!organisation) throw new Error(`no organisation ${from}`);
  await db.insert(organisationSlugHistory).values({ slug: from, organisationId: organisation.id });
}
