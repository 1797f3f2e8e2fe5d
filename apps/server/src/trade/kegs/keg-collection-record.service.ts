import { type KegCollection, type KegCollectionDirectInput, type KegCollectionRecordInput, OrganisationRole } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { localDate } from '../../shared/calendar';
import { withRetryingTransaction } from '../../shared/transactions';
import { requireActingSide } from '../accounts/trade-access.service';
import { checkedKegs, refuseCollectedOverBalance, type CheckedKegs } from './keg-collection-checks.service';
import { tellCollected } from './keg-collection-notices';
import { closedCollection, collectionView, KEG_COLLECTION, staleCollection } from './keg-collection-reads.service';
import { findCollection, findOpenRequest, insertCollectionNotes, insertRecorded, recordRequest } from './keg-collections.queries';
import { findActiveOrganisation, takeWaitingEmpties } from './keg-collection-support.queries';
import { appendKegEntries, type KegLedgerInsert } from './keg-ledger.queries';
import { lockPairForChange } from './keg-ledger.service';

// Recording a collection (decision 0177): what the driver took, by any member of the supplier, never what was asked.
// In one transaction with the pair locked: the collection moves requested → collected in one conditional update (of
// two recordings at once one wins, the other is 409), the ledger gets a `returned` entry per keg type (and an
// `adjusted` one first for kegs beyond the balance, with override), the oldest empties waiting are taken, and the
// deposits of supplier-owned kegs are refunded by adjustment notes (the money context's, injected), then the venue's
// members are told.

/** every role, a venue's staff too (decision 0183) */
const MEMBERS: readonly OrganisationRole[] = OrganisationRole.options;
const MANAGERS: readonly OrganisationRole[] = ['owner', 'admin'];

/** Supplier-owned keg types collected, for their deposit's refund. */
export interface CollectedKegs {
  collectionId: string;
  supplierId: string;
  venueId: string;
  kegs: { kegTypeId: string; name: string; qty: number }[];
  /** the supplier's calendar date of the collection */
  collectedOn: string;
}

/**
 * The deposit refund of a collection, given by the app so that trade needn't know money: adjustment notes against
 * the pair's invoices' deposit lines, in the collection's transaction, mailed and sent to Xero as any note.
 */
export interface KegDepositRefunder {
  /** the notes issued (none when no deposit was charged for these kegs) */
  refund(tx: Database, collected: CollectedKegs, now: Date): Promise<{ id: string; number: string }[]>;
  /** after the commit */
  wake(): void;
}

export interface KegCollectionDeps {
  db: Database;
  clock: () => Date;
  refunder: KegDepositRefunder;
}

interface Parties {
  supplier: { id: string; slug: string; name: string; timeZone: string };
  venue: { id: string; slug: string; name: string };
}

interface Recording extends Parties {
  collectionId: string;
  kegs: CheckedKegs[];
  /** what the venue asked for in all; null: no request */
  asked: number | null;
  actorId: string;
  now: Date;
}

/** The ledger entries of kegs collected: `adjusted` +excess ("found at collection") before `returned` −qty, per type. */
function ledgerEntries(recording: Recording): KegLedgerInsert[] {
  const pair = { supplierId: recording.supplier.id, venueId: recording.venue.id, collectionId: recording.collectionId };
  return recording.kegs.flatMap(({ type, qty, balance }): KegLedgerInsert[] => {
    const excess = qty - Math.max(balance, 0);
    const entry = { ...pair, kegTypeId: type.id, actorId: recording.actorId, at: recording.now };
    return [
      ...(excess > 0 ? [{ ...entry, delta: excess, reason: 'adjusted' as const, note: 'found at collection' }] : []),
      { ...entry, delta: -qty, reason: 'returned' as const },
    ];
  });
}

/** Everything that follows a recording, in its transaction. */
async function followRecording(tx: Database, deps: KegCollectionDeps, recording: Recording): Promise<void> {
  const { supplier, venue, collectionId, now } = recording;
  await appendKegEntries(tx, ledgerEntries(recording));
  for (const { type, qty } of recording.kegs)
    await takeWaitingEmpties(tx, { supplierId: supplier.id, venueId: venue.id, kegTypeId: type.id, qty, collectionId, at: now });
  const owned = recording.kegs.filter((keg) => keg.type.ownerKind === 'supplier');
  const notes =
    owned.length === 0
      ? []
      : await deps.refunder.refund(
          tx,
          {
            collectionId,
            supplierId: supplier.id,
            venueId: venue.id,
            kegs: owned.map((keg) => ({ kegTypeId: keg.type.id, name: keg.type.name, qty: keg.qty })),
            collectedOn: localDate(now, supplier.timeZone),
          },
          now,
        );
  await insertCollectionNotes(
    tx,
    collectionId,
    notes.map((note) => note.id),
  );
  await tellCollected(tx, {
    venue,
    supplier,
    kegs: recording.kegs.map((keg) => ({ name: keg.type.name, qty: keg.qty })),
    asked: recording.asked,
    noteNumbers: notes.map((note) => note.number),
    actorId: recording.actorId,
  });
}

/** The kegs recorded: the types with a number above 0, checked against the balances under the pair's lock. */
async function collectedKegs(
  tx: Database,
  parties: Parties,
  input: { kegs: { kegTypeId: string; qty: number }[]; override: boolean },
  role: OrganisationRole | null,
) {
  const kegs = await checkedKegs(tx, parties, input.kegs);
  const manager = role !== null && MANAGERS.includes(role);
  refuseCollectedOverBalance(parties, kegs, input.override, manager);
  return kegs.filter((keg) => keg.qty > 0);
}

const rowsOf = (kegs: readonly CheckedKegs[]) => kegs.map((keg) => ({ kegTypeId: keg.type.id, qty: keg.qty }));
const overBalance = (kegs: readonly CheckedKegs[]) => kegs.some((keg) => keg.qty > Math.max(keg.balance, 0));

/** POST /api/keg-collections/{id}/record: any member of the supplier, at the request's version read. */
export async function recordCollection(
  deps: KegCollectionDeps,
  user: ApiUser,
  collectionId: string,
  input: KegCollectionRecordInput,
): Promise<KegCollection> {
  const { db } = deps;
  const row = await findCollection(db, collectionId);
  if (!row) throw AppError.notFound(KEG_COLLECTION);
  const access = await requireActingSide(db, user, 'supplier', row, MEMBERS, KEG_COLLECTION);
  const supplier = access.organisation;
  const venue = { id: row.venueId, slug: row.venueSlug, name: row.venueName };
  const now = deps.clock();
  await withRetryingTransaction(db, async (tx) => {
    await lockPairForChange(tx, row.supplierId, row.venueId);
    const current = await findCollection(tx, row.id);
    if (!current) throw AppError.notFound(KEG_COLLECTION);
    if (current.status !== 'requested') throw closedCollection(current);
    if (current.version !== input.version) throw staleCollection(current, input.version);
    const kegs = await collectedKegs(tx, { supplier, venue }, input, access.organisationRole);
    const values = { collected: rowsOf(kegs), collectedBy: user.id, collectedAt: now, override: overBalance(kegs) };
    if (!(await recordRequest(tx, row.id, input.version, values))) throw staleCollection(current, input.version);
    const asked = current.requested.reduce((sum, keg) => sum + keg.qty, 0);
    await followRecording(tx, deps, { supplier, venue, collectionId: row.id, kegs, asked, actorId: user.id, now });
  });
  deps.refunder.wake();
  return collectionView(db, row.id);
}

/** POST /api/suppliers/{id}/keg-collections: kegs taken with no request (swapped at a delivery), any member. */
export async function recordDirectCollection(
  deps: KegCollectionDeps,
  user: ApiUser,
  supplierIdOrSlug: string,
  input: KegCollectionDirectInput,
): Promise<KegCollection> {
  const { db } = deps;
  const access = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const supplier = access.organisation;
  const venue = await findActiveOrganisation(db, 'venue', input.venueId);
  if (!venue) throw AppError.notFound('Venue');
  const now = deps.clock();
  const collectionId = await withRetryingTransaction(db, async (tx) => {
    await lockPairForChange(tx, supplier.id, venue.id);
    const open = await findOpenRequest(tx, supplier.id, venue.id);
    if (open)
      throw new AppError('conflict', `${venue.name} asked for a collection: record what was taken against its request`, {
        collectionId: open.id,
      });
    const kegs = await collectedKegs(tx, { supplier, venue }, input, access.organisationRole);
    const id = await insertRecorded(
      tx,
      { supplierId: supplier.id, venueId: venue.id },
      { collected: rowsOf(kegs), collectedBy: user.id, collectedAt: now, override: overBalance(kegs) },
    );
    await followRecording(tx, deps, { supplier, venue, collectionId: id, kegs, asked: null, actorId: user.id, now });
    return id;
  });
  deps.refunder.wake();
  return collectionView(db, collectionId);
}
