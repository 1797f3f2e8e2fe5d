import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberships, onTapEntries, organisations, products, type Database } from '@tapline/db';
import { pouringCountOf, pouringNow } from '../../shared/on-tap-conditions.queries';
import { physical, physicalJoin } from '../../shared/organisation-conditions.queries';

// What the overviews show besides orders (those come from modules/orders).

export async function countTeam(db: Database, organisationId: string) {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organisationId, organisationId));
  return row?.total ?? 0;
}

// ---- venue ----

const supplier = alias(organisations, 'tap_supplier');

/** How many taps the venue pours now: the count the On Tap page and the public page show (decision 0110). */
export async function countPouringTaps(db: Database, venueId: string) {
  const [row] = await db
    .select({ total: pouringCountOf(organisations.id) })
    .from(organisations)
    .where(eq(organisations.id, venueId));
  return row?.total ?? 0;
}

/** The taps that went on most recently, guest beers and taps without a number too (their name, and a link while the product's page is public). */
export async function listRecentTaps(db: Database, venueId: string, limit: number) {
  return db
    .select({
      id: onTapEntries.id,
      name: sql<string>`coalesce(${products.name}, ${onTapEntries.guestName})`,
      productSlug: sql<string | null>`case when ${products.status} = 'active' and ${supplier.status} = 'active' then ${products.slug} end`,
      tapNumber: onTapEntries.tapNumber,
      since: onTapEntries.since,
    })
    .from(onTapEntries)
    .leftJoin(products, eq(products.id, onTapEntries.productId))
    .leftJoin(supplier, eq(supplier.id, products.supplierId))
    .where(and(eq(onTapEntries.venueId, venueId), pouringNow))
    .orderBy(desc(onTapEntries.since), asc(onTapEntries.position), asc(onTapEntries.id))
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
  return db
    .select({ status: products.status, total: count() })
    .from(products)
    .where(eq(products.supplierId, supplierId))
    .groupBy(products.status);
}
