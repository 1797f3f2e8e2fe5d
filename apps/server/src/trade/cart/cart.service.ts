import {
  CART_LINES_MAX,
  CART_QTY_MAX,
  DELIVERY_DATES_OFFERED,
  type Cart,
  type CartGroup,
  type CartItemCreate,
  type CartItemUpdate,
  type SubstitutionPreference,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError, eventVersion, publishRealtime } from '../../platform';
import {
  addToCartItem,
  deleteCart,
  deleteCartItem,
  deleteCartItems,
  findCartItemQty,
  findOrderableSku,
  findOwnCartItem,
  hasRoomForLine,
  listCartLines,
  listPricedLines,
  setCartItem,
  type CartLineRow,
} from './cart.queries';
import {
  bySupplier,
  groupRules,
  keggedCartLines,
  kegDepositsOf,
  ownDeliveryTerms,
  problemOf,
  sumLines,
  venueProblem,
  withFeeAndDeposits,
  type VenueRef,
} from './checkout-rules';
import { deliveryDaysOffered } from '../../shared/delivery-dates';
import { deliveryTermsFor, type DeliveryTerms } from '../delivery-zones/delivery-terms.service';
import { linePriceOf } from '../../shared/price-label';
import { approvalStandingOf } from '../../shared/spend-standing';
import { accountProblem, cartTradeAccount, holdReasonOf, NO_TERMS, readCreditTerms, type CreditTerms } from '../accounts/credit.service';

// what checkout (trade/orders) reads and empties of the cart, in its own transaction; what a guide's add-to-cart
// (trade/guides) reads of a line before adding to it; a standing order's lines priced as the cart's
export { deleteCartItems, findCartItemQty, listCartLines, listPricedLines };
export type { CartLineRow, VenueRef };

// The cart belongs to a person acting for a venue (docs/domain.md, Cart): only the venue's members have one, each their
// own; another person's item is 404, as no item at all.

/** A member of the venue (any role); platform admins too only when they are members (a cart is a person's). */
export async function requireVenueMember(db: Database, user: ApiUser, venueIdOrSlug: string): Promise<VenueRef> {
  const { organisation, organisationRole } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  if (organisationRole === null) throw AppError.notFound('Venue');
  return organisation;
}

/** How each supplier in the cart delivers the venue (its zone, fee and closed days): what groupCart is given. */
export function cartDeliveryTerms(db: Database, rows: readonly CartLineRow[], venue: VenueRef, now: Date) {
  return deliveryTermsFor(db, venue, [...new Set(rows.map((row) => row.supplierId))], now);
}

/**
 * The lines grouped by supplier, each group with its totals (its delivery fee in them), minimum, delivery days, its
 * trade account and what checkout would refuse, or place held; `delivery` is how each supplier delivers the venue
 * (cartDeliveryTerms), `credit` each supplier's credit terms (readCartCredit).
 */
export function groupCart(
  rows: CartLineRow[],
  venue: VenueRef,
  now: Date,
  delivery: ReadonlyMap<string, DeliveryTerms>,
  credit?: ReadonlyMap<string, CreditTerms>,
): CartGroup[] {
  const suspended = venueProblem(venue);
  return [...bySupplier(rows).values()].map((lines) => {
    const first = lines[0]!;
    const terms = delivery.get(first.supplierId) ?? ownDeliveryTerms(first);
    const sendable = lines.filter((line) => line.problem === null);
    const lineTotals = sumLines(sendable);
    // the deposits of the lines that can be sent, as the order will have them: never part of the minimum
    const deposits = kegDepositsOf(keggedCartLines(sendable));
    const totals = withFeeAndDeposits(lineTotals, terms.deliveryFeeCents, deposits);
    const offered = deliveryDaysOffered(now, venue.timeZone, terms.rules, DELIVERY_DATES_OFFERED);
    const creditTerms = credit?.get(first.supplierId) ?? NO_TERMS;
    const refused = accountProblem(creditTerms, { id: first.supplierId, name: first.supplierName });
    const problems = [
      ...(suspended ? [suspended] : []),
      ...groupRules(lines, venue, undefined, now, { terms }).problems,
      ...(refused ? [refused] : []),
    ];
    return {
      supplier: { id: first.supplierId, slug: first.supplierSlug, name: first.supplierName, logoUrl: first.supplierLogoUrl },
      lines: lines.map((line) => ({
        id: line.id,
        skuId: line.skuId,
        skuCode: line.skuCode,
        skuName: line.skuName,
        product: { id: line.productId, slug: line.productSlug, name: line.productName, imageUrl: line.imageUrl },
        qty: line.qty,
        unitPriceCents: line.unitPriceCents,
        listPriceCents: line.listPriceCents,
        taxRateBasisPoints: line.taxRateBasisPoints,
        lineTotalCents: line.unitPriceCents * line.qty,
        stockOnHand: line.stockOnHand,
        problem: problemOf(line),
        substitutionPreference: line.substitutionPreference,
        price: linePriceOf(line),
      })),
      ...totals,
      deliveryFeeCents: terms.deliveryFeeCents,
      deposits,
      zone: terms.zone,
      closedDays: offered.closedDays,
      tradeAccount: cartTradeAccount(creditTerms),
      holdReason: refused ? null : holdReasonOf(creditTerms, totals.totalCents, venue.currency),
      minimumOrderCents: terms.minimumOrderCents,
      // the minimum counts the lines alone, never the delivery fee
      shortOfMinimumCents: Math.max(0, (terms.minimumOrderCents ?? 0) - lineTotals.subtotalCents),
      deliveryDates: offered.dates,
      orderCutoffTime: terms.rules.orderCutoffTime,
      canCheckout: problems.length === 0,
      problems,
    };
  });
}

function sendableTotals(groups: readonly CartGroup[]) {
  const sendable = groups.filter((group) => group.canCheckout);
  return {
    subtotalCents: sendable.reduce((sum, group) => sum + group.subtotalCents, 0),
    taxCents: sendable.reduce((sum, group) => sum + group.taxCents, 0),
    totalCents: sendable.reduce((sum, group) => sum + group.totalCents, 0),
  };
}

/** Each supplier's credit terms for the venue's cart lines (decision 0170): what groupCart says of accounts. */
export async function readCartCredit(db: Database, venueId: string, rows: readonly CartLineRow[]) {
  return readCreditTerms(db, venueId, [...new Set(rows.map((row) => row.supplierId))]);
}

async function cartOf(db: Database, userId: string, venue: VenueRef, now: Date): Promise<Cart> {
  const rows = await listCartLines(db, userId, venue.id);
  const [delivery, credit, approval] = await Promise.all([
    cartDeliveryTerms(db, rows, venue, now),
    readCartCredit(db, venue.id, rows),
    approvalStandingOf(db, venue, userId, now),
  ]);
  const groups = groupCart(rows, venue, now, delivery, credit);
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name, timeZone: venue.timeZone },
    currency: venue.currency,
    groups,
    lineCount: rows.length,
    // what "Send all" sends: the groups checkout would take, whole (they have no line with a problem)
    ...sendableTotals(groups),
    // whether sending needs an approver (staff, or over a limit): the web asks approvalReasonFor with what it sends
    approval,
  };
}

/** `userId` in a path is the caller's own: anyone else's cart is 404, as no cart at all. */
export function requireSelf(user: ApiUser, userId: string): void {
  if (user.id !== userId) throw AppError.notFound('Cart');
}

export async function getCart(db: Database, user: ApiUser, userId: string, venueId: string, now: Date): Promise<Cart> {
  requireSelf(user, userId);
  return cartOf(db, user.id, await requireVenueMember(db, user, venueId), now);
}

/**
 * A change to the person's cart, with its event for their other tabs (`venueId` null: every venue) in the same
 * transaction (decision 0109).
 */
function changingCart<T>(db: Database, userId: string, venueId: string | null, change: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await publishRealtime(tx, [{ type: 'cart.changed', userId, venueId, version: eventVersion() }]);
    return result;
  });
}

/**
 * Adds to the SKU's line (or makes one); at most CART_QTY_MAX of a SKU, with the error saying how many there are, and
 * at most CART_LINES_MAX lines.
 */
export async function addCartItem(db: Database, user: ApiUser, input: CartItemCreate, now: Date): Promise<Cart> {
  const venue = await requireVenueMember(db, user, input.venueId);
  const sku = await findOrderableSku(db, input.skuId);
  if (!sku || sku.status !== 'active' || sku.productStatus !== 'active' || sku.supplierStatus !== 'active') {
    throw AppError.validation([{ field: 'skuId', message: sku ? 'this pack can’t be ordered now' : 'no such SKU' }], 'body');
  }
  const item = { userId: user.id, venueId: venue.id, skuId: input.skuId, qty: input.qty };
  // two adds of new SKUs at once may both pass this: a line or two over is still far inside what totals can hold
  if (!(await hasRoomForLine(db, item, CART_LINES_MAX))) {
    throw AppError.validation(
      [{ field: 'skuId', message: `a cart holds at most ${CART_LINES_MAX} lines: send or remove some first` }],
      'body',
    );
  }
  if (!(await changingCart(db, user.id, venue.id, (tx) => addToCartItem(tx, item, CART_QTY_MAX)))) {
    const inCart = (await findCartItemQty(db, item)) ?? 0;
    throw AppError.validation(
      [{ field: 'qty', message: `a cart holds at most ${CART_QTY_MAX} of a SKU, and it has ${inCart} already` }],
      'body',
    );
  }
  return cartOf(db, user.id, venue, now);
}

async function requireOwnItem(db: Database, user: ApiUser, id: string) {
  const item = await findOwnCartItem(db, user.id, id);
  if (!item) throw AppError.notFound('Cart item');
  // still a member of the venue the item is for
  return { item, venue: await requireVenueMember(db, user, item.venueId) };
}

/**
 * The line is read first (whose, which venue) and changed after: a checkout that takes it in between (PostgreSQL;
 * the change waits for its lock) leaves nothing to change, and the answer is 404 as for any line gone, never an
 * acknowledged change to a line already ordered (the change's transaction rolls back, its event with it).
 */
async function mustHaveChanged(changed: Promise<boolean>): Promise<void> {
  if (!(await changed)) throw new AppError('not_found', 'Cart item not found: it was sent with an order or removed a moment ago');
}

export async function updateCartItem(db: Database, user: ApiUser, id: string, update: CartItemUpdate, now: Date): Promise<Cart> {
  const { item, venue } = await requireOwnItem(db, user, id);
  await changingCart(db, user.id, venue.id, (tx) => mustHaveChanged(setCartItem(tx, item.id, update)));
  return cartOf(db, user.id, venue, now);
}

export async function removeCartItem(db: Database, user: ApiUser, id: string): Promise<void> {
  const { item, venue } = await requireOwnItem(db, user, id);
  await changingCart(db, user.id, venue.id, (tx) => mustHaveChanged(deleteCartItem(tx, item.id)));
}

/** Clears the caller's cart: at one venue with `venueId`, else at every venue. */
export async function clearCart(db: Database, user: ApiUser, userId: string, venueId: string | undefined): Promise<void> {
  requireSelf(user, userId);
  const venue = venueId ? await requireVenueMember(db, user, venueId) : undefined;
  await changingCart(db, user.id, venue?.id ?? null, (tx) => deleteCart(tx, user.id, venue?.id));
}

/**
 * Adds `qty` of a SKU to a cart line within `tx` (a reorder's transaction); answers why not when the cart is full or
 * the line would pass the most a line holds, else null.
 */
export async function addLineWithin(
  tx: Database,
  item: { userId: string; venueId: string; skuId: string; qty: number; substitutionPreference?: SubstitutionPreference },
): Promise<string | null> {
  if (!(await hasRoomForLine(tx, item, CART_LINES_MAX)))
    return `the cart holds ${CART_LINES_MAX} lines already (at most ${CART_LINES_MAX})`;
  if (await addToCartItem(tx, item, CART_QTY_MAX)) return null;
  const inCart = (await findCartItemQty(tx, item)) ?? 0;
  return `the cart has ${inCart} already (at most ${CART_QTY_MAX})`;
}
