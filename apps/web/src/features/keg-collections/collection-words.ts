import type { KegCollection, KegCollectionKegType, KegRefundCount } from '@tapline/contracts';
import { formatCalendarDate, formatMoney, plural } from '@/lib/format';

// How collections are said on screen (decision 0177). No React here.

/** "6 × 50 L keg, 2 × Kegstar 50 L" */
export function kegCounts(counts: readonly { kegType: { name: string }; qty: number }[]): string {
  return counts.map((count) => `${count.qty} × ${count.kegType.name}`).join(', ');
}

const total = (counts: readonly { qty: number }[]) => counts.reduce((sum, count) => sum + count.qty, 0);

/** When the venue asked for it: "Tue 8 Dec", "At the next delivery", "Swap one for one at the next delivery". */
export function whenWords(collection: Pick<KegCollection, 'requestedFor' | 'swapAtDelivery'>): string {
  if (collection.swapAtDelivery) return 'Swap one for one at the next delivery';
  return collection.requestedFor ? formatCalendarDate(collection.requestedFor) : 'At the next delivery';
}

/** What was taken, against what was asked: "5 × 50 L keg (6 asked for)". */
export function collectedWords(collection: Pick<KegCollection, 'collected' | 'requested'>): string {
  const collected = collection.collected ?? [];
  const asked = total(collection.requested);
  return `${kegCounts(collected)}${collection.requested.length > 0 && asked !== total(collected) ? ` (${asked} asked for)` : ''}`;
}

/** A supplier-owned type's refund: "50 L keg: 5 refunded", "50 L keg: 3 of 5 refunded: 2 were never charged a deposit". */
export function refundWords(refund: KegRefundCount): string {
  const { kegType, collected, refunded } = refund;
  if (refunded === collected) return `${kegType.name}: ${collected} refunded`;
  const never = collected - refunded;
  return `${kegType.name}: ${refunded} of ${collected} refunded: ${never} ${never === 1 ? 'was' : 'were'} never charged a deposit`;
}

/** Who owns a keg type, and its deposit: "Kegstar pool keg: no deposit", "$30.00 deposit". */
export function ownerWords(kegType: KegCollectionKegType, currency: string): string {
  if (kegType.ownerKind === 'pool') return `${kegType.poolName ?? 'Pool'} pool keg: no deposit`;
  return kegType.depositCents > 0 ? `${formatMoney(kegType.depositCents, currency)} deposit` : 'No deposit';
}

/** "6 empty kegs" */
export function emptiesWords(count: number): string {
  return plural(count, 'empty keg', 'empty kegs');
}
