import type {
  KegCollection,
  KegCollectionHistoryQuery,
  KegCollectionList,
  KegCollectionsToDo,
  KegCollectionToDo,
  KegHolder,
  CollectionHolding,
  VenueKegCollections,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { nextDeliveryDates } from '../../shared/delivery-dates';
import { deliveryTermsFor } from '../delivery-zones/delivery-terms.service';
import { collectionOf, kegTypeOf } from './keg-collection-views';
import { findCollection, listOpenCollections, listPastCollections, listRefundNotes, type CollectionRow } from './keg-collections.queries';
import { countEmptiesWaiting, listKegTypes, listNextOrdersDue, listOrganisations, type KegTypeRow } from './keg-collection-support.queries';
import { kegBalances } from './keg-ledger.queries';

// What each side reads of collections (decision 0177): the venue, per supplier whose kegs it holds, its balances,
// empties waiting, open request and the days it may ask for; the supplier, its collections to do by delivery day and
// the venues holding its kegs; both, the collections recorded, with their refund notes.

export const KEG_COLLECTION = 'Keg collection';

/** How many days a venue may choose among for its collection. */
const COLLECTION_DAYS = 8;

export function staleCollection(current: CollectionRow, sent: number): AppError {
  return new AppError(
    'conflict',
    `${current.venueName} changed its request since you opened it (you read version ${sent}, it is now version ${current.version}): reload it and record again`,
    { version: current.version },
  );
}

/** 409: the request was recorded or cancelled meanwhile. */
export function closedCollection(current: CollectionRow): AppError {
  return current.status === 'cancelled'
    ? new AppError('conflict', `${current.venueName} cancelled this request: reload to see where it stands`, { status: current.status })
    : new AppError(
        'conflict',
        `This collection was already recorded${current.collectedByName ? ` by ${current.collectedByName}` : ''}: reload to see what was taken`,
        { status: current.status },
      );
}

/** The collections as answered, with their keg types and refund notes, in two more queries. */
async function collectionsOf(db: Database, rows: readonly CollectionRow[]): Promise<KegCollection[]> {
  const typeIds = rows.flatMap((row) => [...row.requested, ...(row.collected ?? [])].map((count) => count.kegTypeId));
  const [types, notes] = await Promise.all([
    listKegTypes(db, typeIds),
    listRefundNotes(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const byId = new Map(types.map((type) => [type.id, type]));
  return rows.map((row) =>
    collectionOf(
      row,
      byId,
      notes.filter((note) => note.collectionId === row.id),
    ),
  );
}

export async function collectionView(db: Database, collectionId: string): Promise<KegCollection> {
  const row = await findCollection(db, collectionId);
  if (!row) throw AppError.notFound(KEG_COLLECTION);
  return (await collectionsOf(db, [row]))[0]!;
}

const pairKey = (supplierId: string, venueId: string) => `${supplierId}:${venueId}`;

/** Per supplier–venue pair, what the venue holds of each keg type and its empties waiting. */
async function holdingsOf(db: Database, where: { supplierId: string } | { venueId: string }) {
  const [balances, empties] = await Promise.all([kegBalances(db, where), countEmptiesWaiting(db, where)]);
  const rows = new Map<string, Map<string, { balance: number; emptiesWaiting: number }>>();
  const at = (supplierId: string, venueId: string, kegTypeId: string) => {
    const pair = rows.get(pairKey(supplierId, venueId)) ?? new Map<string, { balance: number; emptiesWaiting: number }>();
    rows.set(pairKey(supplierId, venueId), pair);
    const holding = pair.get(kegTypeId) ?? { balance: 0, emptiesWaiting: 0 };
    pair.set(kegTypeId, holding);
    return holding;
  };
  for (const row of balances) at(row.supplierId, row.venueId, row.kegTypeId).balance = row.balance;
  for (const row of empties) at(row.supplierId, row.venueId, row.kegTypeId).emptiesWaiting = row.waiting;
  const types = new Map(
    (
      await listKegTypes(
        db,
        [...balances, ...empties].map((row) => row.kegTypeId),
      )
    ).map((type) => [type.id, type]),
  );
  return { rows, types };
}

type Holdings = Awaited<ReturnType<typeof holdingsOf>>;

/** The pair's holdings worth showing (a balance or empties), by keg type name. */
function holdingList(holdings: Holdings, supplierId: string, venueId: string): CollectionHolding[] {
  const pair = holdings.rows.get(pairKey(supplierId, venueId)) ?? new Map();
  return [...pair.entries()]
    .filter(([, holding]) => holding.balance !== 0 || holding.emptiesWaiting > 0)
    .flatMap(([kegTypeId, holding]) => {
      const type: KegTypeRow | undefined = holdings.types.get(kegTypeId);
      return type ? [{ kegType: kegTypeOf(type), ...holding }] : [];
    })
    .sort((a, b) => a.kegType.name.localeCompare(b.kegType.name));
}

/** GET /api/venues/{id}/keg-collections: its members, per supplier whose kegs it holds or has asked to collect. */
export async function getVenueKegCollections(db: Database, user: ApiUser, venueIdOrSlug: string, now: Date): Promise<VenueKegCollections> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const [holdings, openRows] = await Promise.all([holdingsOf(db, { venueId: venue.id }), listOpenCollections(db, { venueId: venue.id })]);
  const open = await collectionsOf(db, openRows);
  const supplierIds = [
    ...new Set([...[...holdings.rows.keys()].map((key) => key.split(':')[0]!), ...openRows.map((row) => row.supplierId)]),
  ].filter((supplierId) => holdingList(holdings, supplierId, venue.id).length > 0 || openRows.some((row) => row.supplierId === supplierId));
  const [suppliers, terms] = await Promise.all([listOrganisations(db, supplierIds), deliveryTermsFor(db, venue, supplierIds, now)]);
  return {
    suppliers: suppliers
      .map((supplier) => {
        const supplierTerms = terms.get(supplier.id);
        return {
          supplier: { id: supplier.id, slug: supplier.slug, name: supplier.name },
          kegs: holdingList(holdings, supplier.id, venue.id),
          open: open.find((collection) => collection.supplier.id === supplier.id) ?? null,
          collectionDays:
            supplierTerms && !supplierTerms.outside ? nextDeliveryDates(now, venue.timeZone, supplierTerms.rules, COLLECTION_DAYS) : [],
        };
      })
      .sort((a, b) => a.supplier.name.localeCompare(b.supplier.name)),
  };
}

/** GET /api/venues/{id}/keg-collections/history: collected and cancelled, newest first. */
export async function listVenueCollectionHistory(
  db: Database,
  user: ApiUser,
  venueIdOrSlug: string,
  query: KegCollectionHistoryQuery,
): Promise<KegCollectionList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const { rows, total } = await listPastCollections(db, { venueId: organisation.id }, query);
  return { items: await collectionsOf(db, rows), page: query.page, pageSize: query.pageSize, total };
}

/** GET /api/suppliers/{id}/keg-collections: collected, newest first. */
export async function listSupplierCollectionHistory(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: KegCollectionHistoryQuery,
): Promise<KegCollectionList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const { rows, total } = await listPastCollections(db, { supplierId: organisation.id }, query);
  return { items: await collectionsOf(db, rows), page: query.page, pageSize: query.pageSize, total };
}

/**
 * The day of each open request without one: the next day an order of the supplier is due at the venue, else the
 * next day the supplier delivers there (null when it doesn't, or can't be found within the horizon).
 */
async function nextDaysOf(db: Database, supplierId: string, venueIds: readonly string[], now: Date): Promise<Map<string, string | null>> {
  const due = new Map((await listNextOrdersDue(db, supplierId, venueIds, now)).map((row) => [row.venueId, row.date]));
  const venues = await listOrganisations(
    db,
    venueIds.filter((venueId) => !due.get(venueId)),
  );
  const days = new Map<string, string | null>(venueIds.map((venueId) => [venueId, due.get(venueId) ?? null]));
  for (const venue of venues) {
    const terms = (await deliveryTermsFor(db, venue, [supplierId], now)).get(supplierId);
    days.set(venue.id, terms && !terms.outside ? (nextDeliveryDates(now, venue.timeZone, terms.rules, 1)[0] ?? null) : null);
  }
  return days;
}

function byDay(entries: readonly { date: string | null; toDo: KegCollectionToDo }[]): KegCollectionsToDo['days'] {
  const days = new Map<string | null, KegCollectionToDo[]>();
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry.toDo]);
  return [...days.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([date, collections]) => ({
      date,
      collections: collections.sort((a, b) => a.collection.venue.name.localeCompare(b.collection.venue.name)),
    }));
}

/** GET /api/suppliers/{id}/keg-collections/to-do: its members. */
export async function getSupplierToDo(db: Database, user: ApiUser, supplierIdOrSlug: string, now: Date): Promise<KegCollectionsToDo> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const [holdings, openRows] = await Promise.all([
    holdingsOf(db, { supplierId: supplier.id }),
    listOpenCollections(db, { supplierId: supplier.id }),
  ]);
  const [open, nextDays] = await Promise.all([
    collectionsOf(db, openRows),
    nextDaysOf(
      db,
      supplier.id,
      openRows.filter((row) => row.requestedFor === null).map((row) => row.venueId),
      now,
    ),
  ]);
  const entries = open.map((collection) => {
    const held = holdingList(holdings, supplier.id, collection.venue.id);
    const kegs = [
      ...collection.requested.map((asked) => {
        const holding = held.find((keg) => keg.kegType.id === asked.kegType.id);
        return { kegType: asked.kegType, balance: holding?.balance ?? 0, emptiesWaiting: holding?.emptiesWaiting ?? 0, asked: asked.qty };
      }),
      ...held
        .filter((keg) => !collection.requested.some((asked) => asked.kegType.id === keg.kegType.id))
        .map((keg) => ({ ...keg, asked: 0 })),
    ];
    return { date: collection.requestedFor ?? nextDays.get(collection.venue.id) ?? null, toDo: { collection, kegs } };
  });
  const venueIds = [...holdings.rows.keys()].map((key) => key.split(':')[1]!);
  const venues = await listOrganisations(db, venueIds);
  const holders: KegHolder[] = venues
    .map((venue) => ({ venue: { id: venue.id, slug: venue.slug, name: venue.name }, kegs: holdingList(holdings, supplier.id, venue.id) }))
    .filter((holder) => holder.kegs.length > 0)
    .sort((a, b) => a.venue.name.localeCompare(b.venue.name));
  return { days: byDay(entries), holders };
}
