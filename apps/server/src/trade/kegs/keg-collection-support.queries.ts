import { and, asc, count, eq, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import { kegEmpties, kegTypes, orders, organisations, supplierOrders, type Database } from '@tapline/db';
import { organisationMatch } from '../../shared/organisation-conditions.queries';

// What a collection reads and writes around the ledger (decision 0177): the keg types it names, the empties waiting
// at a venue, the pair's lock, the days the supplier is due at the venue. Kept here, private to collections, until the
// ledger's own helpers (the keg ledger's slice of issue 37) take them over.

const kegTypeColumns = {
  id: kegTypes.id,
  supplierId: kegTypes.supplierId,
  name: kegTypes.name,
  litres: kegTypes.litres,
  ownerKind: kegTypes.ownerKind,
  poolName: kegTypes.poolName,
  depositCents: kegTypes.depositCents,
};

export type KegTypeRow = Awaited<ReturnType<typeof listKegTypes>>[number];

/** Keg types by id (archived ones too: a venue may still hold kegs of one). */
export async function listKegTypes(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(kegTypeColumns)
    .from(kegTypes)
    .where(inArray(kegTypes.id, [...new Set(ids)]));
}

/** How many empties wait at each venue for each supplier's keg type (of one supplier, or at one venue). */
export async function countEmptiesWaiting(db: Database, where: { supplierId: string } | { venueId: string }) {
  const side = 'supplierId' in where ? eq(kegEmpties.supplierId, where.supplierId) : eq(kegEmpties.venueId, where.venueId);
  return db
    .select({
      supplierId: kegEmpties.supplierId,
      venueId: kegEmpties.venueId,
      kegTypeId: kegEmpties.kegTypeId,
      waiting: sql<number>`${count()}::int`,
    })
    .from(kegEmpties)
    .where(and(side, isNull(kegEmpties.collectedAt)))
    .groupBy(kegEmpties.supplierId, kegEmpties.venueId, kegEmpties.kegTypeId);
}

/** Marks up to `qty` of the pair's empties of the type, oldest first, as taken by the collection. */
export async function takeWaitingEmpties(
  tx: Database,
  take: { supplierId: string; venueId: string; kegTypeId: string; qty: number; collectionId: string; at: Date },
) {
  const oldest = tx
    .select({ id: kegEmpties.id })
    .from(kegEmpties)
    .where(
      and(
        eq(kegEmpties.supplierId, take.supplierId),
        eq(kegEmpties.venueId, take.venueId),
        eq(kegEmpties.kegTypeId, take.kegTypeId),
        isNull(kegEmpties.collectedAt),
      ),
    )
    .orderBy(asc(kegEmpties.emptiedAt), asc(kegEmpties.id))
    .limit(take.qty);
  await tx.update(kegEmpties).set({ collectionId: take.collectionId, collectedAt: take.at }).where(inArray(kegEmpties.id, oldest));
}

/** An active organisation of the type, by id or slug: its name and calendar. */
export async function findActiveOrganisation(db: Database, type: 'venue' | 'supplier', idOrSlug: string) {
  const [row] = await db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name, timeZone: organisations.timeZone })
    .from(organisations)
    .where(organisationMatch(type, idOrSlug));
  return row;
}

/** The organisations by id: what names them and their calendars. */
export async function listOrganisations(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name, timeZone: organisations.timeZone })
    .from(organisations)
    .where(inArray(organisations.id, [...new Set(ids)]));
}

/** The orders the supplier may still deliver: the days they are due are the days it is at the venue anyway. */
const DUE: SQL = inArray(supplierOrders.status, ['submitted', 'accepted', 'dispatched']);

/** Per venue, the earliest day (from the venue's today) an order of the supplier is due there. */
export async function listNextOrdersDue(db: Database, supplierId: string, venueIds: readonly string[], now: Date) {
  if (venueIds.length === 0) return [];
  return db
    .select({ venueId: orders.venueId, date: min(supplierOrders.requestedDeliveryDate) })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(organisations, eq(organisations.id, orders.venueId))
    .where(
      and(
        eq(supplierOrders.supplierId, supplierId),
        inArray(orders.venueId, [...new Set(venueIds)]),
        DUE,
        sql`${supplierOrders.requestedDeliveryDate} >= (${now.toISOString()}::timestamptz at time zone ${organisations.timeZone})::date`,
      ),
    )
    .groupBy(orders.venueId);
}
