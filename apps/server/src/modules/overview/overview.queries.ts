import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { memberships, onTapEntries, organisations, products, type Database } from '@tapline/db';
import { pouringNow } from '../shared/on-tap-conditions.queries';
import { physical, physicalJoin } from '../shared/organisation-conditions.queries';

// What the overviews show besides orders (those come from modules/orders).

export async function countTeam(db: Database, organisationId: string) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organisationId, organisationId));
  return row?.total ?? 0;
}

// ---- venue ----

/** The venue's numbered taps of catalogue products, most recently changed first; `total` counts them all. */
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
    .where(and(eq(onTapEntries.venueId, venueId), pouringNow, isNotNull(onTapEntries.tapNumber)))
    .orderBy(desc(onTapEntries.since), asc(onTapEntries.tapNumber))
    .limit(limit);
}

/** Whether the venue's getting-started checklist was put away, and the state of its physical address. */
export async function findGettingStarted(db: Database, venueId: string) {
  const [row] = await db
    .select({ dismissedAt: organisations.gettingStartedDismissedAt, state: physical.state })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(eq(organisations.id, venueId));
  return row;
}

/** Puts the checklist away; the first time is kept. */
export async function dismissGettingStarted(db: Database, venueId: string) {
  await db
    .update(organisations)
    .set({ gettingStartedDismissedAt: sql`coalesce(${organisations.gettingStartedDismissedAt}, now())` })
    .where(eq(organisations.id, venueId));
}

// ---- supplier ----

export async function countProductsByStatus(db: Database, supplierId: string) {
  return db.select({ status: products.status, total: count() }).from(products).where(eq(products.supplierId, supplierId)).groupBy(products.status);
}
