import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { addresses, deliveryZoneLocalities, deliveryZones, organisations, supplierClosures, type Database } from '@tapline/db';

// A supplier's delivery zones (docs/domain.md, Delivery zones; decision 0172): their rules and localities, and what a
// cart and checkout read of them for one venue: the zone it is delivered in, and the days nothing is delivered.

/** What a zone says beyond its localities, as the table holds it. */
export interface ZoneValues {
  name: string;
  deliveryWeekdays: number[];
  orderCutoffTime: string | null;
  leadDays: number | null;
  minimumOrderCents: number | null;
  deliveryFeeCents: number;
}

/** A locality as stored: the postcode, and the suburb lower case and trimmed ('' = every suburb of the postcode). */
export interface LocalityRow {
  postcode: string;
  suburb: string;
}

const zoneColumns = {
  id: deliveryZones.id,
  supplierId: deliveryZones.supplierId,
  name: deliveryZones.name,
  deliveryWeekdays: deliveryZones.deliveryWeekdays,
  orderCutoffTime: deliveryZones.orderCutoffTime,
  leadDays: deliveryZones.leadDays,
  minimumOrderCents: deliveryZones.minimumOrderCents,
  deliveryFeeCents: deliveryZones.deliveryFeeCents,
  updatedAt: deliveryZones.updatedAt,
};

/** The supplier's zones (or the one named), by name, each with its localities in postcode order. */
export async function listZones(db: Database, supplierId: string, zoneId?: string) {
  const [zones, localities] = await Promise.all([
    db
      .select(zoneColumns)
      .from(deliveryZones)
      .where(and(eq(deliveryZones.supplierId, supplierId), zoneId ? eq(deliveryZones.id, zoneId) : undefined))
      .orderBy(asc(deliveryZones.name), asc(deliveryZones.id)),
    db
      .select({ zoneId: deliveryZoneLocalities.zoneId, postcode: deliveryZoneLocalities.postcode, suburb: deliveryZoneLocalities.suburb })
      .from(deliveryZoneLocalities)
      .where(and(eq(deliveryZoneLocalities.supplierId, supplierId), zoneId ? eq(deliveryZoneLocalities.zoneId, zoneId) : undefined))
      .orderBy(asc(deliveryZoneLocalities.postcode), asc(deliveryZoneLocalities.suburb)),
  ]);
  return zones.map((zone) => ({ ...zone, localities: localities.filter((locality) => locality.zoneId === zone.id) }));
}

export async function findZoneSupplier(db: Database, zoneId: string) {
  const [row] = await db.select({ supplierId: deliveryZones.supplierId }).from(deliveryZones).where(eq(deliveryZones.id, zoneId));
  return row?.supplierId;
}

/** The supplier's localities among `wanted` held by another zone than `exceptZoneId`, with that zone's name. */
export async function listLocalitiesHeldElsewhere(
  db: Database,
  supplierId: string,
  wanted: readonly LocalityRow[],
  exceptZoneId: string | null,
) {
  if (wanted.length === 0) return [];
  return db
    .select({ postcode: deliveryZoneLocalities.postcode, suburb: deliveryZoneLocalities.suburb, zoneName: deliveryZones.name })
    .from(deliveryZoneLocalities)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneLocalities.zoneId))
    .where(
      and(
        eq(deliveryZoneLocalities.supplierId, supplierId),
        exceptZoneId ? ne(deliveryZoneLocalities.zoneId, exceptZoneId) : undefined,
        or(
          ...wanted.map((locality) =>
            and(eq(deliveryZoneLocalities.postcode, locality.postcode), eq(deliveryZoneLocalities.suburb, locality.suburb)),
          ),
        ),
      ),
    )
    .orderBy(asc(deliveryZoneLocalities.postcode), asc(deliveryZoneLocalities.suburb));
}

/** Whether another zone of the supplier has the name (names are unique per supplier). */
export async function zoneNameTaken(db: Database, supplierId: string, name: string, exceptZoneId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.supplierId, supplierId),
        sql`lower(${deliveryZones.name}) = lower(${name})`,
        exceptZoneId ? ne(deliveryZones.id, exceptZoneId) : undefined,
      ),
    );
  return row !== undefined;
}

async function insertLocalities(db: Database, supplierId: string, zoneId: string, localities: readonly LocalityRow[]) {
  // a zone holds up to 2,000 localities: inserted in batches well under the driver's limit on parameters
  for (let start = 0; start < localities.length; start += 500) {
    await db
      .insert(deliveryZoneLocalities)
      .values(localities.slice(start, start + 500).map((locality) => ({ zoneId, supplierId, ...locality })));
  }
}

export async function insertZone(db: Database, supplierId: string, values: ZoneValues, localities: readonly LocalityRow[]) {
  const [row] = await db
    .insert(deliveryZones)
    .values({ supplierId, ...values })
    .returning({ id: deliveryZones.id });
  await insertLocalities(db, supplierId, row!.id, localities);
  return row!.id;
}

/** The zone's values, and its localities replaced by `localities`; false when the zone is gone (deleted meanwhile). */
export async function updateZone(
  db: Database,
  supplierId: string,
  zoneId: string,
  values: ZoneValues,
  localities: readonly LocalityRow[],
): Promise<boolean> {
  const updated = await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.supplierId, supplierId)))
    .returning({ id: deliveryZones.id });
  if (updated.length === 0) return false;
  await db.delete(deliveryZoneLocalities).where(eq(deliveryZoneLocalities.zoneId, zoneId));
  await insertLocalities(db, supplierId, zoneId, localities);
  return true;
}

/** Removes the zone and its localities; an account that named it goes back to its address's zone (the key sets it null). */
export async function deleteZone(db: Database, supplierId: string, zoneId: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.supplierId, supplierId)))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

// ---- what the cart and checkout read ----

/** Where the venue takes deliveries: its delivery address, else its physical one; none when it has neither. */
export async function findDeliveryAddress(db: Database, venueId: string) {
  const [row] = await db
    .select({ suburb: addresses.suburb, state: addresses.state, postcode: addresses.postcode })
    .from(addresses)
    .where(and(eq(addresses.organisationId, venueId), inArray(addresses.kind, ['delivery', 'physical'])))
    .orderBy(sql`${addresses.kind} = 'delivery' desc`)
    .limit(1);
  return row;
}

/**
 * The zone each supplier delivers the venue in, best first: `pinnedZoneId` (an order's own zone), the zone the
 * venue's trade account names (unless the account is closed), a zone with the address's postcode and suburb, then one
 * with its postcode alone. The address is the venue's delivery address, else its physical one; suburbs compare
 * trimmed and case-blind (a zone's are stored lower case).
 */
function zoneOf(venueId: string, pinnedZoneId: string | null) {
  return sql`(
    select found.zone_id from (
      select z.id as zone_id, 0 as rank from delivery_zones z
        where z.id = ${pinnedZoneId}::uuid and z.supplier_id = ${organisations.id}
      union all
      select z.id, 1 from trade_accounts a join delivery_zones z on z.id = a.zone_id and z.supplier_id = a.supplier_id
        where a.supplier_id = ${organisations.id} and a.venue_id = ${venueId} and a.status <> 'closed'
      union all
      select l.zone_id, case when l.suburb = '' then 3 else 2 end
        from delivery_zone_localities l
        cross join (
          select postcode, lower(trim(suburb)) as suburb from addresses
            where organisation_id = ${venueId} and kind in ('delivery', 'physical')
            order by kind = 'delivery' desc limit 1
        ) venue_address
        where l.supplier_id = ${organisations.id} and l.postcode = trim(venue_address.postcode)
          and l.suburb in (venue_address.suburb, '')
    ) found order by found.rank limit 1
  )`;
}

/**
 * Each supplier's own delivery rules, whether it has zones at all, and the zone it delivers the venue in (its
 * columns null when none).
 */
export async function listSupplierDeliveryTerms(
  db: Database,
  venueId: string,
  supplierIds: readonly string[],
  pinnedZoneId: string | null,
) {
  if (supplierIds.length === 0) return [];
  return db
    .select({
      supplierId: organisations.id,
      supplierName: organisations.name,
      deliveryWeekdays: organisations.deliveryWeekdays,
      orderCutoffTime: organisations.orderCutoffTime,
      leadDays: organisations.leadDays,
      minimumOrderCents: organisations.minimumOrderCents,
      hasZones: sql<boolean>`exists (select 1 from ${deliveryZones} where ${deliveryZones.supplierId} = ${organisations.id})`,
      zone: {
        id: deliveryZones.id,
        name: deliveryZones.name,
        deliveryWeekdays: deliveryZones.deliveryWeekdays,
        orderCutoffTime: deliveryZones.orderCutoffTime,
        leadDays: deliveryZones.leadDays,
        minimumOrderCents: deliveryZones.minimumOrderCents,
        deliveryFeeCents: deliveryZones.deliveryFeeCents,
      },
    })
    .from(organisations)
    .leftJoin(deliveryZones, eq(deliveryZones.id, zoneOf(venueId, pinnedZoneId)))
    .where(inArray(organisations.id, [...supplierIds]));
}

/** The suppliers' closures from `from` to `to`, inclusive. */
export async function listClosuresBetween(db: Database, supplierIds: readonly string[], from: string, to: string) {
  if (supplierIds.length === 0) return [];
  return db
    .select({ supplierId: supplierClosures.supplierId, date: supplierClosures.date, reason: supplierClosures.reason })
    .from(supplierClosures)
    .where(and(inArray(supplierClosures.supplierId, [...supplierIds]), gte(supplierClosures.date, from), lte(supplierClosures.date, to)));
}
