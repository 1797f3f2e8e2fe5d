import type { SupplierOrderStatus, SupplierOverview, VenueOverview } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { countPendingInvites } from '../invites/invites.queries';
import { orderStatusOf } from '../shared/order-status';
import { requireOrganisationAccess } from '../team/organisation-access';
import { addDays, localDate } from './calendar';
import {
  countOpenSupplierOrdersOfVenue,
  countProductsByStatus,
  countTeam,
  listDeliveriesDue,
  listRecentSupplierOrders,
  listRecentTaps,
  listRecentVenueOrders,
  listTopProducts,
  listTopVenues,
  summariseCart,
  summariseNewOrders,
  summariseToDispatch,
} from './overview.queries';

const DELIVERY_WINDOW_DAYS = 7;
const TOP_WINDOW_DAYS = 30;
const SHORT_LIST = 5;

/**
 * The venue dashboard's landing page, for any member: a fixed number of queries, each one list or count.
 * The cart is the calling user's (a cart belongs to a user acting for a venue).
 */
export async function getVenueOverview(db: Database, user: ApiUser, idOrSlug: string, now = new Date()): Promise<VenueOverview> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', idOrSlug);
  const today = localDate(now, organisation.timeZone);
  const [openCounts, due, cart, taps, teamSize, pendingInvites, recent] = await Promise.all([
    countOpenSupplierOrdersOfVenue(db, organisation.id),
    listDeliveriesDue(db, organisation.id, today, addDays(today, DELIVERY_WINDOW_DAYS), SHORT_LIST),
    summariseCart(db, user.id, organisation.id),
    listRecentTaps(db, organisation.id, SHORT_LIST),
    countTeam(db, organisation.id),
    countPendingInvites(db, organisation.id, now),
    listRecentVenueOrders(db, organisation.id, SHORT_LIST),
  ]);
  const openOf = (status: SupplierOrderStatus) => openCounts.find((row) => row.status === status)?.total ?? 0;
  return {
    openSupplierOrders: { submitted: openOf('submitted'), accepted: openOf('accepted'), dispatched: openOf('dispatched') },
    deliveriesDue: {
      count: due[0]?.total ?? 0,
      next: due.map(({ total: _total, requestedDeliveryDate, ...row }) => ({ ...row, requestedDeliveryDate: requestedDeliveryDate! })),
    },
    cart: { ...cart, currency: organisation.currency },
    taps: {
      count: taps[0]?.total ?? 0,
      recent: taps.map(({ total: _total, since, ...row }) => ({ ...row, since: since.toISOString() })),
    },
    teamSize,
    pendingInvites,
    recentOrders: recent.map(({ statuses, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      status: orderStatusOf(statuses as SupplierOrderStatus[]),
    })),
  };
}

/** The supplier dashboard's landing page, for any member. */
export async function getSupplierOverview(db: Database, user: ApiUser, idOrSlug: string, now = new Date()): Promise<SupplierOverview> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', idOrSlug);
  const today = localDate(now, organisation.timeZone);
  const since = new Date(now.getTime() - TOP_WINDOW_DAYS * 24 * 3600 * 1000);
  const [newOrders, toDispatch, topProducts, topVenues, productCounts, teamSize, pendingInvites, recent] = await Promise.all([
    summariseNewOrders(db, organisation.id),
    summariseToDispatch(db, organisation.id, today),
    listTopProducts(db, organisation.id, since, SHORT_LIST),
    listTopVenues(db, organisation.id, since, SHORT_LIST),
    countProductsByStatus(db, organisation.id),
    countTeam(db, organisation.id),
    countPendingInvites(db, organisation.id, now),
    listRecentSupplierOrders(db, organisation.id, SHORT_LIST),
  ]);
  const productsIn = (status: 'draft' | 'active' | 'archived') => productCounts.find((row) => row.status === status)?.total ?? 0;
  return {
    newOrders: { count: newOrders.count, oldestSince: newOrders.oldestSince?.toISOString() ?? null },
    toDispatch,
    topProducts,
    topVenues,
    productCounts: { draft: productsIn('draft'), active: productsIn('active'), archived: productsIn('archived') },
    teamSize,
    pendingInvites,
    recentOrders: recent.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
  };
}
