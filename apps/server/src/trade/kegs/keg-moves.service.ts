import type { FieldIssue, KegAdjustmentInput, KegEmptiesInput, KegLedgerEntry, VenueKegSupplier } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { appendKegEntries, insertEmpties } from './keg-ledger.queries';
import { clearEmptiesBeyondBalance, lockKegPair } from './keg-ledger.service';
import { listKegTypes } from './keg-reads.queries';
import { readVenueKegsOf } from './keg-reads.service';
import { readEntry, requireKegPair } from './keg-pair.service';

// The ledger's moves by hand (docs/domain.md, Kegs; decision 0176): the supplier's owners and admins adjust a venue's
// kegs (±, with a reason) or write some off (lost or broken); a venue declares empties it didn't track on On Tap.
// Each checks the pair's counts under its lock and writes before the lock goes.

const MANAGERS = ['owner', 'admin'] as const;

function refused(issues: FieldIssue[]): AppError {
  return new AppError('keg_refused', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), issues);
}

const kegs = (count: number) => `${count} keg${count === 1 ? '' : 's'}`;

/** The supplier's keg types among `ids` (archived ones too: a venue may still hold them), or 422 naming the others. */
async function requireSupplierKegTypes(db: Database, supplierId: string, ids: readonly { field: string; kegTypeId: string }[]) {
  const known = await listKegTypes(
    db,
    [supplierId],
    ids.map((id) => id.kegTypeId),
  );
  const issues = ids
    .filter((id) => !known.some((kegType) => kegType.id === id.kegTypeId))
    .map((id) => ({ field: id.field, message: 'is not one of the supplier’s keg types' }));
  if (issues.length > 0) throw refused(issues);
  return known;
}

/**
 * POST /api/suppliers/{id}/kegs/{venueId}/entries: an adjustment or a write-off, with its reason. Neither takes the
 * venue's balance below 0 (422); empties beyond the balance it leaves are cleared, oldest first.
 */
export async function adjustKegs(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  venueId: string,
  input: KegAdjustmentInput,
): Promise<KegLedgerEntry> {
  const pair = await requireKegPair(db, user, 'supplier', supplierIdOrSlug, venueId, MANAGERS);
  const kegTypes = await requireSupplierKegTypes(db, pair.supplierId, [{ field: 'kegTypeId', kegTypeId: input.kegTypeId }]);
  const kegType = kegTypes.find((candidate) => candidate.id === input.kegTypeId)!;
  const delta = input.reason === 'written_off' ? -input.qty : input.delta;
  const entryId = await db.transaction(async (tx) => {
    const holding = (await lockKegPair(tx, pair.supplierId, pair.venueId)).find((row) => row.kegTypeId === input.kegTypeId);
    const balance = holding?.balance ?? 0;
    if (balance + delta < 0) {
      const what = input.reason === 'written_off' ? 'write off' : 'take away';
      throw refused([
        {
          field: input.reason === 'written_off' ? 'qty' : 'delta',
          message: `can’t ${what} more than the ${kegs(balance)} of ${kegType.name} ${pair.venue.name} holds`,
        },
      ]);
    }
    const [entry] = await appendKegEntries(tx, [
      {
        supplierId: pair.supplierId,
        venueId: pair.venueId,
        kegTypeId: input.kegTypeId,
        delta,
        reason: input.reason,
        note: input.note,
        actorId: user.id,
      },
    ]);
    if (delta < 0) await clearEmptiesBeyondBalance(tx, pair.supplierId, pair.venueId);
    return entry!.id;
  });
  return readEntry(db, entryId);
}

/**
 * POST /api/venues/{id}/kegs/{supplierId}/empties: empties the venue didn't track on On Tap, per keg type, at most
 * what it holds of the type minus the empties already waiting (422 naming each count over).
 */
export async function declareEmpties(
  db: Database,
  user: ApiUser,
  venueIdOrSlug: string,
  supplierId: string,
  input: KegEmptiesInput,
): Promise<VenueKegSupplier> {
  const pair = await requireKegPair(db, user, 'venue', venueIdOrSlug, supplierId);
  const kegTypes = await requireSupplierKegTypes(
    db,
    pair.supplierId,
    input.counts.map((count, index) => ({ field: `counts.${index}.kegTypeId`, kegTypeId: count.kegTypeId })),
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    const holdings = await lockKegPair(tx, pair.supplierId, pair.venueId);
    const issues = input.counts.flatMap((count, index) => {
      const holding = holdings.find((row) => row.kegTypeId === count.kegTypeId);
      const left = Math.max((holding?.balance ?? 0) - (holding?.emptiesWaiting ?? 0), 0);
      if (count.qty <= left) return [];
      const name = kegTypes.find((kegType) => kegType.id === count.kegTypeId)!.name;
      const waiting = holding?.emptiesWaiting ? ` (${kegs(holding.emptiesWaiting)} already waiting as empties)` : '';
      return [
        {
          field: `counts.${index}.qty`,
          message: `can’t be more than the ${kegs(left)} of ${name} you hold that aren’t empties yet${waiting}`,
        },
      ];
    });
    if (issues.length > 0) throw refused(issues);
    await insertEmpties(
      tx,
      input.counts.flatMap((count) =>
        Array.from({ length: count.qty }, () => ({
          venueId: pair.venueId,
          supplierId: pair.supplierId,
          kegTypeId: count.kegTypeId,
          emptiedAt: now,
        })),
      ),
    );
  });
  return readVenueKegsOf(db, pair.venueId, pair.supplierId, now);
}
