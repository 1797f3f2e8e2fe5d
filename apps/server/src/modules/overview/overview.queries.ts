import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { memberships, onTapEntries, products, type Database } from '@tapline/db';

// What the overviews show besides orders (those come from modules/orders).

export async function countTeam(db: Database, organisationId: string) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organisationId, organisationId));
  return row?.total ?? 0;
}

// ---- venue ----

/** The venue's taps, most recently changed first; `total` counts them all. */
export async function listRecentTaps(db: Database, venueId: string, limit: number) {
  return db
    .select({
      productId: products.id,
      productSlug: products.slug,
      productName: products.name,
      tapNumber: onTapEntries.tapNumber,
      since: onTapEntries.since,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(onTapEntries)
    .innerJoin(products, eq(products.id, onTapEntries.productId))
    .where(eq(onTapEntries.venueId, venueId))
    .orderBy(desc(onTapEntries.since), asc(onTapEntries.tapNumber))
    .limit(limit);
}

// ---- supplier ----

export async function countProductsByStatus(db: Database, supplierId: string) {
  return db.select({ status: products.status, total: count() }).from(products).where(eq(products.supplierId, supplierId)).groupBy(products.status);
}
