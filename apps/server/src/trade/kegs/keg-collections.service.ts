import { type KegCollection, type KegCollectionRequestInput, OrganisationRole } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { deliveryDateProblem } from '../../shared/delivery-dates';
import { withRetryingTransaction } from '../../shared/transactions';
import { requireActingSide } from '../accounts/trade-access.service';
import { deliveryTermsFor } from '../delivery-zones/delivery-terms.service';
import { checkedKegs, kegRefusal, refuseAskOverBalance } from './keg-collection-checks.service';
import { tellAsked, tellCancelled } from './keg-collection-notices';
import { closedCollection, collectionView, KEG_COLLECTION } from './keg-collection-reads.service';
import type { KegCollectionDeps } from './keg-collection-record.service';
import { cancelRequest, findCollection, findOpenRequest, insertRequest, replaceRequest } from './keg-collections.queries';
import { findActiveOrganisation } from './keg-collection-support.queries';
import { lockPairForChange } from './keg-ledger.service';

// A venue's requests for its empties to be collected (decision 0177): any member asks, for at most what the venue
// holds of each of the supplier's keg types, on one of the supplier's delivery days, at the next delivery, or as a
// swap one for one then. One open request per pair: asking again replaces it. Any member cancels it while open,
// and the supplier's members are told (it may be on a driver's run).

/** every role, a venue's staff too (decision 0183) */
const MEMBERS: readonly OrganisationRole[] = OrganisationRole.options;

type Venue = { id: string; name: string; timeZone: string };

/** A day asked for must be one the supplier delivers the venue on (its days, lead time, holidays and closures). */
async function refuseDay(db: Database, venue: Venue, supplierId: string, date: string | null, now: Date): Promise<void> {
  if (date === null) return;
  const terms = (await deliveryTermsFor(db, venue, [supplierId], now)).get(supplierId);
  const problem = !terms
    ? 'the supplier has no delivery days'
    : (terms.outside ?? deliveryDateProblem(date, now, venue.timeZone, terms.rules));
  if (problem) throw kegRefusal([{ field: 'requestedFor', message: problem }]);
}

/** POST /api/venues/{id}/keg-collections: answers the request, new or replacing the pair's open one. */
export async function askForCollection(
  deps: KegCollectionDeps,
  user: ApiUser,
  venueIdOrSlug: string,
  input: KegCollectionRequestInput,
): Promise<KegCollection> {
  const { db } = deps;
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const supplier = await findActiveOrganisation(db, 'supplier', input.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  const now = deps.clock();
  await refuseDay(db, venue, supplier.id, input.requestedFor, now);
  const id = await withRetryingTransaction(db, async (tx) => {
    await lockPairForChange(tx, supplier.id, venue.id);
    const kegs = await checkedKegs(tx, { supplier, venue }, input.kegs);
    refuseAskOverBalance({ supplier, venue }, kegs);
    const values = {
      requested: kegs.map((keg) => ({ kegTypeId: keg.type.id, qty: keg.qty })),
      requestedFor: input.requestedFor,
      swapAtDelivery: input.swapAtDelivery,
      note: input.note,
      requestedBy: user.id,
      requestedAt: now,
    };
    const open = await findOpenRequest(tx, supplier.id, venue.id);
    if (open) await replaceRequest(tx, open.id, values);
    const collectionId = open?.id ?? (await insertRequest(tx, { supplierId: supplier.id, venueId: venue.id }, values));
    await tellAsked(tx, {
      venue,
      supplier,
      kegs: kegs.map((keg) => ({ name: keg.type.name, qty: keg.qty })),
      requestedFor: input.requestedFor,
      swapAtDelivery: input.swapAtDelivery,
      note: input.note,
      replaced: open !== undefined,
      actorId: user.id,
    });
    return collectionId;
  });
  return collectionView(db, id);
}

/** POST /api/keg-collections/{id}/cancel: any member of the venue, while it is open. */
export async function cancelCollection(deps: KegCollectionDeps, user: ApiUser, collectionId: string): Promise<KegCollection> {
  const { db } = deps;
  const row = await findCollection(db, collectionId);
  if (!row) throw AppError.notFound(KEG_COLLECTION);
  await requireActingSide(db, user, 'venue', row, MEMBERS, KEG_COLLECTION);
  const now = deps.clock();
  await withRetryingTransaction(db, async (tx) => {
    await lockPairForChange(tx, row.supplierId, row.venueId);
    if (await cancelRequest(tx, row.id, now)) {
      const cancelled = await collectionView(tx, row.id);
      await tellCancelled(tx, {
        venue: cancelled.venue,
        supplier: cancelled.supplier,
        kegs: cancelled.requested.map((count) => ({ name: count.kegType.name, qty: count.qty })),
        actorId: user.id,
      });
      return;
    }
    const current = await findCollection(tx, row.id);
    throw current ? closedCollection(current) : AppError.notFound(KEG_COLLECTION);
  });
  return collectionView(db, row.id);
}
