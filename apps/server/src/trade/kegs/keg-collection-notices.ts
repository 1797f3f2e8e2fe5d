import type { Database } from '@tapline/db';
import { notifyMembers, shortDayOf } from '../../identity';
import { emptiesWord, kegWords } from './keg-collection-views';

// What a collection tells the other side, in the transaction of the change (decision 0177): a venue's ask goes to the
// bell of every member of the supplier (any of them records it), and so does its cancelling; what was collected goes to
// every member of the venue.

interface Party {
  id: string;
  slug: string;
  name: string;
}

interface Kegs {
  name: string;
  qty: number;
}

const total = (kegs: readonly Kegs[]) => kegs.reduce((sum, keg) => sum + keg.qty, 0);

const collectionsPath = (type: 'venues' | 'suppliers', organisation: Party) => `/dash/${type}/${organisation.slug}/kegs/collections`;

/** When the venue asked for it: a day, the next delivery, or a swap at the next delivery. */
function whenWords(request: { requestedFor: string | null; swapAtDelivery: boolean }): string {
  if (request.swapAtDelivery) return 'Swap one for one at the next delivery';
  return request.requestedFor ? `On ${shortDayOf(request.requestedFor)}` : 'At the next delivery';
}

/** A venue asked (or changed its request): the supplier's members. */
export function tellAsked(
  tx: Database,
  subject: {
    venue: Party;
    supplier: Party;
    kegs: Kegs[];
    requestedFor: string | null;
    swapAtDelivery: boolean;
    note: string;
    replaced: boolean;
    actorId: string;
  },
) {
  const what = emptiesWord(total(subject.kegs));
  return notifyMembers(tx, {
    organisationId: subject.supplier.id,
    kind: 'keg_collection_requested',
    title: subject.replaced
      ? `${subject.venue.name} changed its keg collection: ${what}`
      : `${subject.venue.name} asked you to collect ${what}`,
    body: [`${kegWords(subject.kegs)}. ${whenWords(subject)}.`, subject.note ? `Note: ${subject.note}` : ''].filter(Boolean).join('\n'),
    link: collectionsPath('suppliers', subject.supplier),
    exceptUserId: subject.actorId,
  });
}

/** The venue cancelled its open request: the supplier's members (a driver may have it on the day's run). */
export function tellCancelled(tx: Database, subject: { venue: Party; supplier: Party; kegs: Kegs[]; actorId: string }) {
  return notifyMembers(tx, {
    organisationId: subject.supplier.id,
    kind: 'keg_collection_cancelled',
    title: `${subject.venue.name} cancelled its keg collection: ${emptiesWord(total(subject.kegs))}`,
    body: `${kegWords(subject.kegs)} no longer to collect.`,
    link: collectionsPath('suppliers', subject.supplier),
    exceptUserId: subject.actorId,
  });
}

/** The supplier recorded what it collected, and the refund's notes: the venue's members. */
export function tellCollected(
  tx: Database,
  subject: { venue: Party; supplier: Party; kegs: Kegs[]; asked: number | null; noteNumbers: string[]; actorId: string },
) {
  const collected = total(subject.kegs);
  const asked = subject.asked !== null && subject.asked !== collected ? ` (${subject.asked} asked for)` : '';
  return notifyMembers(tx, {
    organisationId: subject.venue.id,
    kind: 'keg_collection_recorded',
    title: `${subject.supplier.name} collected ${emptiesWord(collected)}`,
    body: [
      `${kegWords(subject.kegs)}${asked}.`,
      subject.noteNumbers.length > 0 ? `Deposit refunded on adjustment note ${subject.noteNumbers.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    link: collectionsPath('venues', subject.venue),
    exceptUserId: subject.actorId,
  });
}
