import type { KegLedgerEntry, KegLedgerPage, KegStatement, OrganisationRole, PaginationQuery } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { addDays, localDate } from '../../shared/calendar';
import { depositOf, kegTypeSummaryOf } from './keg-holdings';
import {
  findEntry,
  haveTraded,
  listKegTypes,
  listMonthEntries,
  listPairEntries,
  listParties,
  sumMonth,
  type KegEntryRow,
} from './keg-reads.queries';

// One supplier–venue pair's keg ledger, read from either side (docs/domain.md, Kegs; decision 0176): its entries with
// who and why, and its monthly keg statement in the supplier's calendar.

export type KegSide = 'supplier' | 'venue';

/** The pair's parties, as the routes answer them and the statement dates its month. */
export interface KegPair {
  supplierId: string;
  venueId: string;
  supplier: { id: string; slug: string; name: string; timeZone: string; currency: string };
  venue: { id: string; slug: string; name: string };
  /** the organisation asked under */
  organisation: { id: string; name: string };
}

/**
 * The pair named from one side: the caller's organisation (uuid or slug; its members, or `roles`) and the partner of
 * the other type in the path. The two must have traded (an order between them): any other partner is 404, as an
 * unknown id is.
 */
export async function requireKegPair(
  db: Database,
  user: ApiUser,
  side: KegSide,
  idOrSlug: string,
  partnerId: string,
  roles?: readonly OrganisationRole[],
): Promise<KegPair> {
  const { organisation } = await requireOrganisationAccess(db, user, side, idOrSlug, roles);
  const supplierId = side === 'supplier' ? organisation.id : partnerId;
  const venueId = side === 'supplier' ? partnerId : organisation.id;
  const partnerName = side === 'supplier' ? 'Venue' : 'Supplier';
  const parties = await listParties(db, [supplierId, venueId]);
  const supplier = parties.find((party) => party.id === supplierId && party.type === 'supplier');
  const venue = parties.find((party) => party.id === venueId && party.type === 'venue');
  if (!supplier || !venue || !(await haveTraded(db, supplierId, venueId))) throw AppError.notFound(partnerName);
  return {
    supplierId,
    venueId,
    supplier,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    organisation: { id: organisation.id, name: organisation.name },
  };
}

function entryOf(row: Omit<KegEntryRow, 'total'>): KegLedgerEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kegType: { id: row.kegTypeId, name: row.kegTypeName },
    reason: row.reason,
    delta: row.delta,
    order:
      row.supplierOrderId && row.orderId && row.orderNumber
        ? { supplierOrderId: row.supplierOrderId, orderId: row.orderId, number: row.orderNumber }
        : null,
    collectionId: row.collectionId,
    note: row.note,
    actor: row.actorId ? { id: row.actorId, name: row.actorName || row.actorEmail || 'A former member' } : null,
  };
}

export async function readEntry(db: Database, entryId: string): Promise<KegLedgerEntry> {
  const row = await findEntry(db, entryId);
  if (!row) throw AppError.notFound('Keg ledger entry');
  return entryOf(row);
}

const partyRef = (party: { id: string; slug: string; name: string }) => ({ id: party.id, slug: party.slug, name: party.name });

/** GET /api/{suppliers|venues}/{id}/kegs/{partnerId}/entries: the pair's entries, newest first. */
export async function getKegEntries(
  db: Database,
  user: ApiUser,
  side: KegSide,
  idOrSlug: string,
  partnerId: string,
  query: PaginationQuery,
): Promise<KegLedgerPage> {
  const pair = await requireKegPair(db, user, side, idOrSlug, partnerId);
  const rows = await listPairEntries(
    db,
    { supplierId: pair.supplierId, venueId: pair.venueId },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    items: rows.map(entryOf),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
    supplier: partyRef(pair.supplier),
    venue: partyRef(pair.venue),
  };
}

/** The month asked for (the supplier's current one when none): its first and last day, and the first day after it. */
function monthOf(month: string | undefined, today: string) {
  const current = today.slice(0, 7);
  const chosen = month ?? current;
  if (chosen > current)
    throw AppError.validation([{ field: 'month', message: `month ${chosen} has not begun yet (this is ${current})` }], 'query');
  const from = `${chosen}-01`;
  // the 28th plus four days is always in the next month
  const until = `${addDays(`${chosen}-28`, 4).slice(0, 7)}-01`;
  return { month: chosen, from, to: addDays(until, -1), until };
}

/** GET /api/{suppliers|venues}/{id}/kegs/{partnerId}/statement?month=YYYY-MM: the pair's month, per keg type. */
export async function getKegStatement(
  db: Database,
  user: ApiUser,
  side: KegSide,
  idOrSlug: string,
  partnerId: string,
  month: string | undefined,
  now = new Date(),
): Promise<KegStatement> {
  const pair = await requireKegPair(db, user, side, idOrSlug, partnerId);
  const { timeZone } = pair.supplier;
  const period = monthOf(month, localDate(now, timeZone));
  const scope = { supplierId: pair.supplierId, venueId: pair.venueId };
  const bounds = { from: period.from, until: period.until, timeZone };
  const [sums, entries] = await Promise.all([sumMonth(db, scope, bounds), listMonthEntries(db, scope, bounds)]);
  const kegTypes = await listKegTypes(
    db,
    [pair.supplierId],
    sums.map((row) => row.kegTypeId),
  );
  const lines = kegTypes.flatMap((kegType) => {
    const sum = sums.find((row) => row.kegTypeId === kegType.id);
    if (!sum) return [];
    return [
      {
        kegType: kegTypeSummaryOf(kegType),
        opening: sum.opening,
        delivered: sum.delivered,
        returned: -sum.returned,
        writtenOff: -sum.writtenOff,
        adjusted: sum.adjusted,
        closing: sum.closing,
        depositHeldCents: depositOf(kegType, sum.closing),
      },
    ];
  });
  return {
    month: period.month,
    from: period.from,
    to: period.to,
    timeZone,
    currency: pair.supplier.currency,
    supplier: partyRef(pair.supplier),
    venue: partyRef(pair.venue),
    lines,
    entries: entries.map(entryOf),
  };
}
