import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  addresses,
  organisations,
  products,
  skus,
  standingOccurrences,
  standingOrderLines,
  standingOrders,
  supplierClosures,
  type Database,
} from '@tapline/db';
import { skusTable, venuePriceColumns, venuePriceJoin } from '../../shared/venue-price.queries';

// The supplier's side of standing orders (decision 0167): its closures, its holiday policy, and what its venues'
// standing orders will place.

export async function listClosures(db: Database, supplierId: string, from: string, to?: string) {
  return db
    .select({ id: supplierClosures.id, date: supplierClosures.date, reason: supplierClosures.reason })
    .from(supplierClosures)
    .where(
      and(eq(supplierClosures.supplierId, supplierId), gte(supplierClosures.date, from), to ? lte(supplierClosures.date, to) : undefined),
    )
    .orderBy(asc(supplierClosures.date));
}

/** Closes the supplier on each date (a date closed already takes the new reason). */
export async function upsertClosures(db: Database, supplierId: string, dates: readonly string[], reason: string) {
  if (dates.length === 0) return;
  await db
    .insert(supplierClosures)
    .values(dates.map((date) => ({ supplierId, date, reason })))
    .onConflictDoUpdate({ target: [supplierClosures.supplierId, supplierClosures.date], set: { reason } });
}

/** Removes the closure when it is the supplier's; answers its date, or nothing. */
export async function deleteClosure(db: Database, supplierId: string, closureId: string) {
  const [row] = await db
    .delete(supplierClosures)
    .where(and(eq(supplierClosures.id, closureId), eq(supplierClosures.supplierId, supplierId)))
    .returning({ date: supplierClosures.date });
  return row;
}

export async function setHolidayPolicy(db: Database, supplierId: string, policy: 'earlier' | 'later' | 'skip', now: Date) {
  await db.update(organisations).set({ holidayPolicy: policy, updatedAt: now }).where(eq(organisations.id, supplierId));
}

/** The supplier's standing orders still running (a calendar change re-plans them). */
export async function listRunningStandingOrderIds(db: Database, supplierId: string) {
  const rows = await db
    .select({ id: standingOrders.id })
    .from(standingOrders)
    .where(and(eq(standingOrders.supplierId, supplierId), ne(standingOrders.status, 'ended')))
    .orderBy(asc(standingOrders.id));
  return rows.map((row) => row.id);
}

/** The states (as written on their physical addresses) of the supplier and of the venues with its running standing orders. */
export async function listCalendarStates(db: Database, supplierId: string) {
  const rows = await db
    .selectDistinct({ state: addresses.state })
    .from(addresses)
    .where(
      and(
        eq(addresses.kind, 'physical'),
        sql`(${addresses.organisationId} = ${supplierId} or ${addresses.organisationId} in (
          select ${standingOrders.venueId} from ${standingOrders}
          where ${standingOrders.supplierId} = ${supplierId} and ${standingOrders.status} <> 'ended'))`,
      ),
    );
  return rows.map((row) => row.state);
}

/**
 * The supplier's scheduled occurrences delivered from `from` to `to`, each with its venue and the lines it would order
 * (its own when edited, else its template's): the standing demand, priced by the caller.
 */
export async function listScheduledDemand(db: Database, supplierId: string, from: string, to: string) {
  const occurrences = await db
    .select({
      id: standingOccurrences.id,
      standingOrderId: standingOccurrences.standingOrderId,
      deliveryDate: standingOccurrences.deliveryDate,
      placeAt: standingOccurrences.placeAt,
      overrideLines: standingOccurrences.overrideLines,
      venue: { id: organisations.id, slug: organisations.slug, name: organisations.name },
    })
    .from(standingOccurrences)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOccurrences.standingOrderId))
    .innerJoin(organisations, eq(organisations.id, standingOrders.venueId))
    .where(
      and(
        eq(standingOrders.supplierId, supplierId),
        eq(standingOccurrences.status, 'scheduled'),
        gte(standingOccurrences.deliveryDate, from),
        lte(standingOccurrences.deliveryDate, to),
      ),
    )
    .orderBy(asc(standingOccurrences.deliveryDate), asc(organisations.name), asc(standingOccurrences.id));
  const standingOrderIds = [...new Set(occurrences.map((occurrence) => occurrence.standingOrderId))];
  const templateLines =
    standingOrderIds.length === 0
      ? []
      : await db
          .select({ standingOrderId: standingOrderLines.standingOrderId, skuId: standingOrderLines.skuId, qty: standingOrderLines.qty })
          .from(standingOrderLines)
          .where(inArray(standingOrderLines.standingOrderId, standingOrderIds));
  return { occurrences, templateLines };
}

/**
 * Each venue's price today for each SKU at each quantity (as checkout would price the line: venuePriceJoin), with the
 * SKU's names: one query for every triple.
 */
export async function listVenueSkuPrices(db: Database, lines: readonly { venueId: string; skuId: string; qty: number }[]) {
  if (lines.length === 0) return [];
  const json = JSON.stringify(lines.map((line) => ({ venue_id: line.venueId, sku_id: line.skuId, qty: line.qty })));
  return db
    .select({
      venueId: sql<string>`asked.venue_id`,
      skuId: skus.id,
      qty: sql<number>`asked.qty`,
      productName: products.name,
      skuName: skus.name,
      unitPriceCents: venuePriceColumns.unitPriceCents,
    })
    .from(skus)
    .innerJoin(
      sql`(select distinct venue_id, sku_id, qty from jsonb_to_recordset(${json}::jsonb) as r(venue_id uuid, sku_id uuid, qty integer)) as asked`,
      sql`asked.sku_id = ${skus.id}`,
    )
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(venuePriceJoin({ venueId: sql`asked.venue_id`, sku: skusTable, qty: sql`asked.qty` }), sql`true`);
}
