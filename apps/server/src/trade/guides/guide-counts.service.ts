import {
  suggestedPacks,
  type SubstitutionPreference,
  type GuideCartInput,
  type GuideCartResult,
  type GuideCountInput,
  type GuideCountResult,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError, eventVersion, publishRealtime } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { addLineWithin, findCartItemQty, requireVenueMember } from '../cart/cart.service';
import { cartLineProblem, type PackState } from './guide-rules';
import { requireGuide } from './guides.service';
import { insertCount, listGuideItems, listPacks } from './guides.queries';

// Counting a guide and adding to the cart (decision 0165): any member of the venue. A count is kept (who, when, what
// was on hand) so the guide shows the last one; add-to-cart adds what it can and lists each line it can't, with why.

function notOnGuide(lines: readonly { skuId: string }[], onGuide: ReadonlySet<string>) {
  const issues = lines.flatMap((line, index) =>
    onGuide.has(line.skuId) ? [] : [{ field: `lines.${index}.skuId`, message: 'is not on this guide' }],
  );
  if (issues.length > 0) throw AppError.validation(issues, 'body');
}

/** POST /api/order-guides/{id}/counts: keeps the count and answers, per line, par − on hand in whole packs. */
export async function countGuide(db: Database, user: ApiUser, guideId: string, input: GuideCountInput): Promise<GuideCountResult> {
  const { guide } = await requireGuide(db, user, guideId);
  const items = new Map((await listGuideItems(db, guide.id)).map((item) => [item.skuId, item]));
  notOnGuide(input.lines, new Set(items.keys()));
  const packs = new Map(
    (
      await listPacks(
        db,
        guide.venueId,
        input.lines.map((line) => line.skuId),
      )
    ).map((pack) => [pack.skuId, pack]),
  );
  const count = await insertCount(db, guide.id, user.id, input.lines);
  return {
    id: count.id,
    countedAt: count.countedAt.toISOString(),
    countedBy: { id: user.id, name: user.name || user.email || 'Someone' },
    lines: input.lines.map((line) => {
      const parQty = items.get(line.skuId)!.parQty;
      const unitsPerPack = packs.get(line.skuId)?.unitsPerPack ?? 1;
      return {
        skuId: line.skuId,
        onHand: line.onHand,
        parQty,
        unitsPerPack,
        suggestedPacks: suggestedPacks(parQty, line.onHand, unitsPerPack),
      };
    }),
  };
}

/**
 * Adds each line to the person's cart at the venue in one transaction (the cart's own add, decision 0165), unless its
 * pack can't be ordered now or hasn't the stock; answers what went in and, for each line that didn't, why.
 */
async function addToCart(
  db: Database,
  user: ApiUser,
  venueId: string,
  input: GuideCartInput,
  preferences: ReadonlyMap<string, SubstitutionPreference> = new Map(),
): Promise<GuideCartResult> {
  return withRetryingTransaction(db, async (tx) => {
    const packs = new Map(
      (
        await listPacks(
          tx,
          venueId,
          input.lines.map((line) => line.skuId),
        )
      ).map((pack) => [pack.skuId, pack]),
    );
    const result: GuideCartResult = { added: [], skipped: [] };
    for (const line of input.lines) {
      const pack: PackState | undefined = packs.get(line.skuId);
      if (!pack) {
        result.skipped.push({ skuId: line.skuId, productName: '', skuName: '', code: 'no_longer_sold', reason: 'No longer sold' });
        continue;
      }
      const names = { skuId: pack.skuId, productName: pack.productName, skuName: pack.skuName };
      // a guide's item gives the new cart line its substitution preference (decision 0182)
      const item = {
        userId: user.id,
        venueId,
        skuId: pack.skuId,
        qty: line.qty,
        substitutionPreference: preferences.get(pack.skuId) ?? 'ask',
      };
      const inCart = pack.stockOnHand === null ? 0 : ((await findCartItemQty(tx, item)) ?? 0);
      const problem = cartLineProblem(pack, line.qty, inCart);
      if (problem) {
        result.skipped.push({ ...names, code: problem.code, reason: problem.message });
        continue;
      }
      const refused = await addLineWithin(tx, item);
      if (refused === null) result.added.push({ ...names, qty: line.qty });
      else result.skipped.push({ ...names, code: 'cart_full', reason: `Not added: ${refused}` });
    }
    // the person's other tabs hear of it (the cart's own event, decision 0109)
    if (result.added.length > 0) await publishRealtime(tx, [{ type: 'cart.changed', userId: user.id, venueId, version: eventVersion() }]);
    return result;
  });
}

/** POST /api/order-guides/{id}/add-to-cart: packs of the guide's items. */
export async function addGuideToCart(db: Database, user: ApiUser, guideId: string, input: GuideCartInput): Promise<GuideCartResult> {
  const { guide } = await requireGuide(db, user, guideId);
  // a cart is a person's: only the venue's members have one
  await AppError.notFoundAs('Order guide', requireVenueMember(db, user, guide.venueId));
  const items = await listGuideItems(db, guide.id);
  notOnGuide(input.lines, new Set(items.map((item) => item.skuId)));
  return addToCart(db, user, guide.venueId, input, new Map(items.map((item) => [item.skuId, item.substitutionPreference])));
}

/** POST /api/venues/{id}/usual/add-to-cart: any packs the venue orders (the Usual's, as counted or typed). */
export async function addUsualToCart(db: Database, user: ApiUser, venueIdOrSlug: string, input: GuideCartInput): Promise<GuideCartResult> {
  const venue = await requireVenueMember(db, user, venueIdOrSlug);
  return addToCart(db, user, venue.id, input);
}
