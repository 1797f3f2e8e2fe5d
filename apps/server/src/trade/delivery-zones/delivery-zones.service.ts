import type { DeliveryZone, DeliveryZoneInput, DeliveryZoneList, FieldIssue } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { isUniqueViolation } from '../../shared/database-errors';
import {
  deleteZone,
  findZoneSupplier,
  insertZone,
  listLocalitiesHeldElsewhere,
  listZones,
  updateZone,
  zoneNameTaken,
  type LocalityRow,
} from './delivery-zones.queries';

// A supplier's delivery zones (docs/domain.md, Delivery zones; decision 0172): its members read them, its owners and
// admins change them. A postcode, or a postcode and suburb, is in one zone of a supplier at most, so a venue's
// address falls in one zone (a suburb match beating a postcode-only one); a clash is 409 naming the place and the zone
// that has it. Deleting a zone a trade account names sends that account back to its address's zone.

const MANAGERS = ['owner', 'admin'] as const;

type ZoneRow = Awaited<ReturnType<typeof listZones>>[number];

function zoneOf(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    deliveryWeekdays: [...row.deliveryWeekdays].sort((a, b) => a - b),
    orderCutoffTime: row.orderCutoffTime,
    leadDays: row.leadDays,
    minimumOrderCents: row.minimumOrderCents,
    deliveryFeeCents: row.deliveryFeeCents,
    localities: row.localities.map((locality) => ({ postcode: locality.postcode, suburb: locality.suburb || null })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "2042 Newtown", or "2042 (every suburb)" for a postcode alone. */
function placeOf(locality: LocalityRow): string {
  const suburb = locality.suburb.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  return locality.suburb ? `${locality.postcode} ${suburb}` : `${locality.postcode} (every suburb)`;
}

/** The input's localities as stored (suburbs lower case and trimmed, '' for a postcode alone); each place once. */
function localitiesOf(input: DeliveryZoneInput): LocalityRow[] {
  const seen = new Map<string, number>();
  const issues: FieldIssue[] = [];
  const rows = input.localities.map((locality, index) => {
    const row = { postcode: locality.postcode, suburb: (locality.suburb ?? '').trim().toLowerCase() };
    const key = `${row.postcode}:${row.suburb}`;
    const first = seen.get(key);
    if (first !== undefined)
      issues.push({ field: `localities.${index}`, message: `${placeOf(row)} is listed already (line ${first + 1})` });
    else seen.set(key, index);
    return row;
  });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  return rows;
}

function zoneValues(input: DeliveryZoneInput) {
  return {
    name: input.name,
    deliveryWeekdays: input.deliveryWeekdays,
    orderCutoffTime: input.orderCutoffTime,
    leadDays: input.leadDays,
    minimumOrderCents: input.minimumOrderCents,
    deliveryFeeCents: input.deliveryFeeCents,
  };
}

/** 409 when another zone of the supplier has the name, or any of the places. */
async function refuseClashes(db: Database, supplierId: string, input: DeliveryZoneInput, localities: LocalityRow[], zoneId: string | null) {
  if (await zoneNameTaken(db, supplierId, input.name, zoneId)) {
    throw new AppError('conflict', `A delivery zone named “${input.name}” exists already: choose another name`, [
      { field: 'name', message: 'is taken by another zone' },
    ]);
  }
  const held = await listLocalitiesHeldElsewhere(db, supplierId, localities, zoneId);
  if (held.length === 0) return;
  const places = held.map((locality) => `${placeOf(locality)} is in “${locality.zoneName}”`);
  throw new AppError(
    'conflict',
    `A place is in one delivery zone at most: ${places.join('; ')}. Take it out of that zone first, or leave it out here.`,
    held.map((locality) => ({
      field: `localities.${localities.findIndex((row) => row.postcode === locality.postcode && row.suburb === locality.suburb)}`,
      message: `${placeOf(locality)} is in the zone “${locality.zoneName}”`,
    })),
  );
}

/** A write that met the unique keys after its checks passed: another change took the name or a place meanwhile. */
async function orConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'conflict',
        'Another change took this zone’s name or one of its places a moment ago: reload the zones and try again',
      );
    throw error;
  }
}

async function requireSupplier(db: Database, user: ApiUser, supplierIdOrSlug: string, manage: boolean) {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, manage ? MANAGERS : undefined);
  return organisation;
}

/** The zone's supplier, checked as the caller's (another supplier's zone is 404, as no zone at all). */
async function requireZoneSupplier(db: Database, user: ApiUser, zoneId: string) {
  const supplierId = await findZoneSupplier(db, zoneId);
  if (!supplierId) throw AppError.notFound('Delivery zone');
  return AppError.notFoundAs('Delivery zone', requireSupplier(db, user, supplierId, true));
}

async function readZone(db: Database, supplierId: string, zoneId: string): Promise<DeliveryZone> {
  const [row] = await listZones(db, supplierId, zoneId);
  if (!row) throw AppError.notFound('Delivery zone');
  return zoneOf(row);
}

/** GET /api/suppliers/{id}/delivery-zones */
export async function listDeliveryZones(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<DeliveryZoneList> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug, false);
  return { items: (await listZones(db, supplier.id)).map(zoneOf) };
}

/** POST /api/suppliers/{id}/delivery-zones */
export async function createDeliveryZone(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug, true);
  const localities = localitiesOf(input);
  const zoneId = await orConflict(
    db.transaction(async (tx) => {
      await refuseClashes(tx, supplier.id, input, localities, null);
      return insertZone(tx, supplier.id, zoneValues(input), localities);
    }),
  );
  return readZone(db, supplier.id, zoneId);
}

/** PUT /api/delivery-zones/{id}: its rules and its whole list of places. */
export async function updateDeliveryZone(db: Database, user: ApiUser, zoneId: string, input: DeliveryZoneInput): Promise<DeliveryZone> {
  const supplier = await requireZoneSupplier(db, user, zoneId);
  const localities = localitiesOf(input);
  await orConflict(
    db.transaction(async (tx) => {
      await refuseClashes(tx, supplier.id, input, localities, zoneId);
      if (!(await updateZone(tx, supplier.id, zoneId, zoneValues(input), localities))) throw AppError.notFound('Delivery zone');
    }),
  );
  return readZone(db, supplier.id, zoneId);
}

/** DELETE /api/delivery-zones/{id}: a trade account that named it is delivered by its address again. */
export async function deleteDeliveryZone(db: Database, user: ApiUser, zoneId: string): Promise<void> {
  const supplier = await requireZoneSupplier(db, user, zoneId);
  if (!(await deleteZone(db, supplier.id, zoneId))) throw AppError.notFound('Delivery zone');
}
