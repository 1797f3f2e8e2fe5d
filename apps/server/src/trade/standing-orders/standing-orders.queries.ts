import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addresses, memberships, organisations, profiles, skus, standingOrderLines, standingOrders, type Database } from '@tapline/db';

// A standing order's template (docs/domain.md, Standing orders; decision 0166): the row, its lines, and the facts of
// its venue and supplier the schedule needs.

const venue = alias(organisations, 'venue');
const supplier = alias(organisations, 'supplier');

/** What the schedule and the answers need of a supplier: its rules, clock and holiday policy. */
export const supplierTimingColumns = {
  id: organisations.id,
  type: organisations.type,
  slug: organisations.slug,
  name: organisations.name,
  logoUrl: organisations.logoUrl,
  status: organisations.status,
  deliveryWeekdays: organisations.deliveryWeekdays,
  orderCutoffTime: organisations.orderCutoffTime,
  leadDays: organisations.leadDays,
  timeZone: organisations.timeZone,
  holidayPolicy: organisations.holidayPolicy,
};

export async function findSupplierTiming(db: Database, supplierId: string) {
  const [row] = await db.select(supplierTimingColumns).from(organisations).where(eq(organisations.id, supplierId));
  return row;
}

export type SupplierTimingRow = NonNullable<Awaited<ReturnType<typeof findSupplierTiming>>>;

/** The state of the venue's physical address (its public holidays), as written there. */
export async function findVenueState(db: Database, venueId: string): Promise<string | null> {
  const [row] = await db
    .select({ state: addresses.state })
    .from(addresses)
    .where(and(eq(addresses.organisationId, venueId), eq(addresses.kind, 'physical')));
  return row?.state ?? null;
}

/** The SKUs asked for, with their supplier: a standing order's lines are its supplier's. */
export async function listSkuSuppliers(db: Database, skuIds: readonly string[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({ id: skus.id, supplierId: skus.supplierId })
    .from(skus)
    .where(inArray(skus.id, [...skuIds]));
}

const standingColumns = {
  id: standingOrders.id,
  venueId: standingOrders.venueId,
  supplierId: standingOrders.supplierId,
  ownerId: standingOrders.ownerId,
  ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${profiles.email})`,
  status: standingOrders.status,
  deliveryWeekdays: standingOrders.deliveryWeekdays,
  everyWeeks: standingOrders.everyWeeks,
  startsOn: standingOrders.startsOn,
  endsOn: standingOrders.endsOn,
  pausedUntil: standingOrders.pausedUntil,
  note: standingOrders.note,
  plannedThrough: standingOrders.plannedThrough,
  version: standingOrders.version,
  createdAt: standingOrders.createdAt,
  updatedAt: standingOrders.updatedAt,
  venue: { id: venue.id, slug: venue.slug, name: venue.name, currency: venue.currency, timeZone: venue.timeZone, status: venue.status },
  supplier: {
    id: supplier.id,
    slug: supplier.slug,
    name: supplier.name,
    logoUrl: supplier.logoUrl,
    status: supplier.status,
    deliveryWeekdays: supplier.deliveryWeekdays,
    orderCutoffTime: supplier.orderCutoffTime,
    leadDays: supplier.leadDays,
    timeZone: supplier.timeZone,
    holidayPolicy: supplier.holidayPolicy,
  },
};

function standingQuery(db: Database) {
  return db
    .select(standingColumns)
    .from(standingOrders)
    .innerJoin(venue, eq(venue.id, standingOrders.venueId))
    .innerJoin(supplier, eq(supplier.id, standingOrders.supplierId))
    .innerJoin(profiles, eq(profiles.id, standingOrders.ownerId));
}

export type StandingOrderRow = Awaited<ReturnType<typeof findStandingOrder>> & {};

/** One standing order with its venue, supplier and owner; `lock` takes its row for update (a change, a re-plan). */
export async function findStandingOrder(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = standingQuery(db).where(eq(standingOrders.id, id));
  const [row] = await (options.lock ? query.for('update', { of: [standingOrders] }) : query);
  return row;
}

/** The venue's standing orders, newest first: ended ones last. */
export async function listStandingOrdersOfVenue(db: Database, venueId: string) {
  return standingQuery(db)
    .where(eq(standingOrders.venueId, venueId))
    .orderBy(sql`${standingOrders.status} = 'ended'`, desc(standingOrders.createdAt), asc(standingOrders.id));
}

/** The template lines of the standing orders, in one query. */
export async function listTemplateLines(db: Database, standingOrderIds: readonly string[]) {
  if (standingOrderIds.length === 0) return [];
  return db
    .select({
      standingOrderId: standingOrderLines.standingOrderId,
      skuId: standingOrderLines.skuId,
      qty: standingOrderLines.qty,
      lastUnitPriceCents: standingOrderLines.lastUnitPriceCents,
    })
    .from(standingOrderLines)
    .where(inArray(standingOrderLines.standingOrderId, [...standingOrderIds]));
}

export async function insertStandingOrder(db: Database, values: typeof standingOrders.$inferInsert): Promise<string> {
  const [row] = await db.insert(standingOrders).values(values).returning({ id: standingOrders.id });
  return row!.id;
}

/** The template's lines become exactly these. */
export async function replaceTemplateLines(
  db: Database,
  standingOrderId: string,
  lines: readonly { skuId: string; qty: number; lastUnitPriceCents: number | null }[],
) {
  await db.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, standingOrderId));
  if (lines.length > 0) await db.insert(standingOrderLines).values(lines.map((line) => ({ ...line, standingOrderId })));
}

/** The prices an occurrence was placed at become the template's last prices (its next reminder compares with them). */
export async function setTemplateLastPrices(
  db: Database,
  standingOrderId: string,
  prices: readonly { skuId: string; unitPriceCents: number }[],
) {
  if (prices.length === 0) return;
  const json = JSON.stringify(prices.map((price) => ({ sku_id: price.skuId, cents: price.unitPriceCents })));
  await db.execute(sql`
    update ${standingOrderLines} l set last_unit_price_cents = p.cents
    from jsonb_to_recordset(${json}::jsonb) as p(sku_id uuid, cents integer)
    where l.standing_order_id = ${standingOrderId} and l.sku_id = p.sku_id`);
}

/**
 * Changes the standing order when its version is still `version` (else nothing: the caller answers 409), and moves
 * the version on; answers whether it changed.
 */
export async function updateStandingOrder(
  db: Database,
  id: string,
  version: number | null,
  values: Partial<
    Pick<
      typeof standingOrders.$inferInsert,
      'status' | 'deliveryWeekdays' | 'everyWeeks' | 'endsOn' | 'pausedUntil' | 'note' | 'plannedThrough'
    >
  >,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(standingOrders)
    .set({ ...values, version: sql`${standingOrders.version} + 1`, updatedAt: now })
    .where(and(eq(standingOrders.id, id), version === null ? undefined : eq(standingOrders.version, version)))
    .returning({ id: standingOrders.id });
  return rows.length > 0;
}

/** Notes how far ahead occurrences were made (the scheduler's own mark: no new version). */
export async function setPlannedThrough(db: Database, id: string, plannedThrough: string) {
  await db.update(standingOrders).set({ plannedThrough }).where(eq(standingOrders.id, id));
}

/**
 * The standing orders whose occurrences stop short of `through`, or whose pause ended by `today`: the scheduler tops
 * them up (once a day each, as the days go by).
 */
export async function listStandingOrdersToPlan(db: Database, through: string, today: string, limit: number) {
  const rows = await db
    .select({ id: standingOrders.id })
    .from(standingOrders)
    .where(
      and(
        ne(standingOrders.status, 'ended'),
        or(
          isNull(standingOrders.plannedThrough),
          lt(standingOrders.plannedThrough, through),
          and(eq(standingOrders.status, 'paused'), sql`${standingOrders.pausedUntil} <= ${today}`),
        ),
      ),
    )
    .orderBy(asc(standingOrders.plannedThrough))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Who hears of a standing order: the venue's owners, and its owner while still a member (any role). */
export async function listStandingRecipients(db: Database, venueId: string, ownerId: string) {
  return db
    .select({ userId: memberships.userId, email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, venueId), or(eq(memberships.organisationRole, 'owner'), eq(memberships.userId, ownerId))))
    .orderBy(asc(profiles.email));
}
