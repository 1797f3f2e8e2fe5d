import type { SupplierOverview, VenueOverview } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, countPendingInvites, requireOrganisationAccess } from '../../identity';
import { summariseSupplierOrders, summariseVenueOrders } from '../orders/orders.service';
import { localDate } from '../../shared/calendar';
import { cartDeliveryTerms, groupCart, listCartLines, readCartCredit, type VenueRef } from '../cart/cart.service';
import { listSuppliersToBrowse } from '../../catalogue';
import { kegAttention } from '../kegs/keg-reads.service';
import { countUnreadMessages } from '../order-messages/order-messages.service';
import {
  countPouringTaps,
  countProductsByStatus,
  countTeam,
  dismissGettingStarted,
  findGettingStarted,
  listRecentTaps,
} from './overview.queries';

const SHORT_LIST = 5;
/** suppliers a new venue's checklist suggests browsing first */
const SUPPLIERS_TO_BROWSE = 3;

/** The checklist's own facts: put away or not, and while it shows, a few suppliers to start with. */
async function venueGettingStarted(db: Database, venueId: string): Promise<VenueOverview['gettingStarted']> {
  const row = await findGettingStarted(db, venueId);
  if (row?.dismissedAt) return { dismissed: true, suppliersToBrowse: [] };
  return { dismissed: false, suppliersToBrowse: await listSuppliersToBrowse(db, row?.state ?? null, SUPPLIERS_TO_BROWSE) };
}

type CartLine = Awaited<ReturnType<typeof listCartLines>>[number];

/** The cart as "Send all" would send it: the groups checkout would take, whole; the others held back, with why. */
async function summariseCart(db: Database, lines: CartLine[], venue: VenueRef, now: Date): Promise<VenueOverview['cart']> {
  const [delivery, credit] = await Promise.all([cartDeliveryTerms(db, lines, venue, now), readCartCredit(db, venue.id, lines)]);
  const groups = groupCart(lines, venue, now, delivery, credit);
  const sendable = groups.filter((group) => group.canCheckout);
  const sendableLines = sendable.flatMap((group) => group.lines);
  return {
    lineCount: sendableLines.length,
    heldBack: groups.flatMap((group) =>
      group.canCheckout
        ? []
        : [{ supplierName: group.supplier.name, lineCount: group.lines.length, reason: group.problems[0]?.message ?? '' }],
    ),
    unitCount: sendableLines.reduce((sum, line) => sum + line.qty, 0),
    supplierCount: sendable.length,
    subtotalCents: sendable.reduce((sum, group) => sum + group.subtotalCents, 0),
    currency: venue.currency,
    problems: lines.flatMap(({ problem, skuId, productName, skuName, supplierName, qty, stockOnHand }) =>
      problem === null ? [] : [{ skuId, productName, skuName, supplierName, qty, reason: problem, stockOnHand }],
    ),
  };
}

/**
 * The venue dashboard's landing page, for any member: a fixed number of queries, each one list or count.
 * The cart is the calling user's (a cart belongs to a user acting for a venue).
 */
export async function getVenueOverview(db: Database, user: ApiUser, idOrSlug: string, now = new Date()): Promise<VenueOverview> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', idOrSlug);
  const today = localDate(now, organisation.timeZone);
  const [orders, cartLines, tapCount, taps, teamSize, pendingInvites, gettingStarted, kegs, unreadMessages] = await Promise.all([
    summariseVenueOrders(db, organisation.id, today, SHORT_LIST),
    listCartLines(db, user.id, organisation.id),
    countPouringTaps(db, organisation.id),
    listRecentTaps(db, organisation.id, SHORT_LIST),
    countTeam(db, organisation.id),
    countPendingInvites(db, organisation.id, now),
    venueGettingStarted(db, organisation.id),
    kegAttention(db, 'venue', organisation.id, now),
    countUnreadMessages(db, 'venue', organisation.id),
  ]);
  return {
    unreadMessages,
    openSupplierOrders: orders.openSupplierOrders,
    deliveriesDue: orders.deliveriesDue,
    cart: await summariseCart(db, cartLines, organisation, now),
    taps: { count: tapCount, recent: taps.map(({ since, ...tap }) => ({ ...tap, since: since.toISOString() })) },
    teamSize,
    pendingInvites,
    gettingStarted,
    kegs,
    recentOrders: orders.recentOrders,
  };
}

/** An owner or admin puts the venue's getting-started checklist away, for everyone in it (decision 0137). */
export async function dismissVenueGettingStarted(db: Database, user: ApiUser, idOrSlug: string): Promise<void> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', idOrSlug, ['owner', 'admin']);
  await dismissGettingStarted(db, organisation.id);
}

/** The supplier dashboard's landing page, for any member. */
export async function getSupplierOverview(db: Database, user: ApiUser, idOrSlug: string, now = new Date()): Promise<SupplierOverview> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', idOrSlug);
  const today = localDate(now, organisation.timeZone);
  const [orders, productCounts, teamSize, pendingInvites, kegs, unreadMessages] = await Promise.all([
    summariseSupplierOrders(db, organisation.id, today, now, SHORT_LIST),
    countProductsByStatus(db, organisation.id),
    countTeam(db, organisation.id),
    countPendingInvites(db, organisation.id, now),
    kegAttention(db, 'supplier', organisation.id, now),
    countUnreadMessages(db, 'supplier', organisation.id),
  ]);
  const productsIn = (status: 'draft' | 'active' | 'archived') => productCounts.find((row) => row.status === status)?.total ?? 0;
  return {
    unreadMessages,
    newOrders: orders.newOrders,
    heldOrders: orders.heldOrders,
    toDispatch: orders.toDispatch,
    topProducts: orders.topProducts,
    topVenues: orders.topVenues,
    productCounts: { draft: productsIn('draft'), active: productsIn('active'), archived: productsIn('archived') },
    kegs,
    teamSize,
    pendingInvites,
    recentOrders: orders.recentOrders,
  };
}
