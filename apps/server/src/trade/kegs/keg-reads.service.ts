import type { KegAttention, OrganisationRef, SupplierKegs, VenueKegSupplier, VenueKegs } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { countWaitingEmpties, kegBalances } from './keg-ledger.queries';
import {
  countPouringByKegType,
  listKegTypes,
  listOutstandingKegs,
  listParties,
  listPromises,
  sumDepositsByKegType,
  type KegScope,
} from './keg-reads.queries';
import {
  byKegType,
  holdingAnswer,
  holdingsOf,
  kegTypeSummaryOf,
  type HoldingReads,
  type PairHolding,
  type PairKeyed,
} from './keg-holdings';

// What each side sees of its kegs (docs/domain.md, Kegs; decision 0176): the supplier its kegs out by venue, the venue
// the kegs it holds per supplier, both from the same sums; and the overview's keg items, from the same reads.

const refOf = (party: { id: string; slug: string; name: string }): OrganisationRef => ({
  id: party.id,
  slug: party.slug,
  name: party.name,
});
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The side's ledger sums: balances, empties waiting, kegs still out. */
async function readLedger(db: Database, scope: KegScope, now: Date): Promise<HoldingReads> {
  const [balances, empties, outstanding] = await Promise.all([
    kegBalances(db, scope),
    countWaitingEmpties(db, scope, now),
    listOutstandingKegs(db, scope, now),
  ]);
  return { balances, empties, outstanding };
}

/** The keg types of the suppliers the rows name (those not archived, and any the rows name), with the holdings. */
async function withKegTypes(db: Database, reads: HoldingReads, alsoKeys: readonly PairKeyed[] = []) {
  const named = [...reads.balances, ...reads.empties, ...alsoKeys];
  const kegTypes = await listKegTypes(
    db,
    [...new Set(named.map((row) => row.supplierId))],
    [...new Set(named.map((row) => row.kegTypeId))],
  );
  return { holdings: holdingsOf(reads, kegTypes, alsoKeys), kegTypes };
}

/** GET /api/suppliers/{id}/kegs: kegs out by venue, the venues with the most out first. */
export async function getSupplierKegs(db: Database, user: ApiUser, supplierIdOrSlug: string, now = new Date()): Promise<SupplierKegs> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const { holdings, kegTypes } = await withKegTypes(db, await readLedger(db, { supplierId: organisation.id }, now));
  const [promises, venues] = await Promise.all([
    listPromises(db, [organisation.id]),
    listParties(db, [...new Set(holdings.map((holding) => holding.venueId))]),
  ]);
  const order = byKegType(kegTypes);
  const venueRows = venues.map((venue) => {
    const held = holdings.filter((holding) => holding.venueId === venue.id).sort(order);
    return {
      venue: refOf(venue),
      holdings: held.map(holdingAnswer),
      kegsOut: held.reduce((sum, holding) => sum + holding.balance, 0),
      emptiesWaiting: held.reduce((sum, holding) => sum + holding.emptiesWaiting, 0),
      depositHeldCents: held.reduce((sum, holding) => sum + holding.depositHeldCents, 0),
    };
  });
  return {
    currency: organisation.currency,
    promises: promises.get(organisation.id)!,
    kegTypes: kegTypes.map(kegTypeSummaryOf),
    venues: venueRows.sort((a, b) => b.kegsOut - a.kegsOut || byName(a.venue, b.venue)),
  };
}

/** The venue's kegs of each supplier (or of one), with what pours, what waits empty, and the deposits. */
async function readVenueKegs(db: Database, venueId: string, now: Date, onlySupplierId?: string): Promise<VenueKegSupplier[]> {
  const scope = { venueId, supplierId: onlySupplierId };
  const [reads, pouring, deposits] = await Promise.all([
    readLedger(db, scope, now),
    countPouringByKegType(db, venueId),
    sumDepositsByKegType(db, venueId, onlySupplierId),
  ]);
  // a keg type all returned still shows the deposits paid and refunded on it
  const { holdings, kegTypes } = await withKegTypes(
    db,
    reads,
    deposits.map((row) => ({ supplierId: row.supplierId, venueId, kegTypeId: row.kegTypeId })),
  );
  const supplierIds = [...new Set(holdings.map((holding) => holding.supplierId))];
  const [promises, suppliers] = await Promise.all([listPromises(db, supplierIds), listParties(db, supplierIds)]);
  const order = byKegType(kegTypes);
  return suppliers.sort(byName).map((supplier) => {
    const held = holdings.filter((holding) => holding.supplierId === supplier.id).sort(order);
    const rows = held.map((holding: PairHolding) => {
      const onTap = pouring.find((row) => row.kegTypeId === holding.kegTypeId)?.pouring ?? 0;
      const deposit = deposits.find((row) => row.supplierId === supplier.id && row.kegTypeId === holding.kegTypeId);
      return {
        ...holdingAnswer(holding),
        onTap,
        full: Math.max(holding.balance - onTap - holding.emptiesWaiting, 0),
        depositsPaidCents: deposit?.paidCents ?? 0,
        depositsRefundedCents: deposit?.refundedCents ?? 0,
      };
    });
    return {
      supplier: refOf(supplier),
      currency: supplier.currency,
      promises: promises.get(supplier.id)!,
      kegTypes: kegTypes.filter((kegType) => kegType.supplierId === supplier.id).map(kegTypeSummaryOf),
      holdings: rows,
      depositsPaidCents: rows.reduce((sum, row) => sum + row.depositsPaidCents, 0),
      depositsRefundedCents: rows.reduce((sum, row) => sum + row.depositsRefundedCents, 0),
    };
  });
}

/** GET /api/venues/{id}/kegs: the kegs the venue holds per supplier, by supplier name. */
export async function getVenueKegs(db: Database, user: ApiUser, venueIdOrSlug: string, now = new Date()): Promise<VenueKegs> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  return { suppliers: await readVenueKegs(db, organisation.id, now) };
}

/** The venue's kegs of one supplier (after it declared empties), the supplier's promises even when it holds none. */
export async function readVenueKegsOf(db: Database, venueId: string, supplierId: string, now = new Date()): Promise<VenueKegSupplier> {
  const [found] = await readVenueKegs(db, venueId, now, supplierId);
  if (found) return found;
  const [[supplier], promises] = await Promise.all([listParties(db, [supplierId]), listPromises(db, [supplierId])]);
  return {
    supplier: refOf(supplier!),
    currency: supplier!.currency,
    promises: promises.get(supplierId)!,
    kegTypes: [],
    holdings: [],
    depositsPaidCents: 0,
    depositsRefundedCents: 0,
  };
}

/**
 * The overview's keg items for a supplier or a venue: empties waiting longer than the supplier's collection promise,
 * kegs out longer than its keg-out days, counted over every partner; a few statements whatever the number of kegs.
 */
export async function kegAttention(
  db: Database,
  side: 'supplier' | 'venue',
  organisationId: string,
  now = new Date(),
): Promise<KegAttention> {
  const scope = side === 'supplier' ? { supplierId: organisationId } : { venueId: organisationId };
  const [empties, outstanding] = await Promise.all([countWaitingEmpties(db, scope, now), listOutstandingKegs(db, scope, now)]);
  const partnerOf = (row: { supplierId: string; venueId: string }) => (side === 'supplier' ? row.venueId : row.supplierId);
  const late = empties
    .filter((row) => row.late > 0)
    .map((row) => ({ partner: partnerOf(row), supplierId: row.supplierId, kegs: row.late }));
  const overdue = outstanding
    .filter((row) => row.overdueKegs > 0)
    .map((row) => ({ partner: partnerOf(row), supplierId: row.supplierId, kegs: row.overdueKegs }));
  const partnerIds = [...new Set([...late, ...overdue].map((row) => row.partner))];
  const supplierIds = [...new Set([...late, ...overdue].map((row) => row.supplierId))];
  const [parties, promises] = await Promise.all([listParties(db, partnerIds), listPromises(db, supplierIds)]);
  const itemOf = (rows: typeof late, days: (promise: { collectionPromiseDays: number; kegOutDays: number }) => number) => {
    const perPartner = new Map<string, number>();
    for (const row of rows) perPartner.set(row.partner, (perPartner.get(row.partner) ?? 0) + row.kegs);
    const [first] = [...perPartner].sort((a, b) => b[1] - a[1]);
    const firstParty = first ? parties.find((party) => party.id === first[0]) : undefined;
    const promised = new Set(rows.map((row) => days(promises.get(row.supplierId)!)));
    return {
      kegs: rows.reduce((sum, row) => sum + row.kegs, 0),
      partners: perPartner.size,
      firstPartner: firstParty ? refOf(firstParty) : null,
      days: promised.size === 1 ? [...promised][0]! : null,
    };
  };
  return {
    lateEmpties: itemOf(late, (promise) => promise.collectionPromiseDays),
    overdueKegs: itemOf(overdue, (promise) => promise.kegOutDays),
  };
}
