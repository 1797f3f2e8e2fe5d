import type { SupplierOrderStatus, SupplierOverview, VenueOverview } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { addDays } from '../../shared/calendar';
import { orderStatusOf } from '../../shared/order-status';
import {
  countOpenSupplierOrdersOfVenue,
  listDeliveriesDue,
  listRecentSupplierOrders,
  listRecentVenueOrders,
  listTopProducts,
  listHeldOrders,
  listTopVenues,
  summariseNewOrders,
  summariseToDispatch,
} from './orders.queries';

const DELIVERY_WINDOW_DAYS = 7;
const TOP_WINDOW_DAYS = 30;

/** What a venue's orders amount to on its landing page: a fixed number of queries, `listLength` rows per list. */
export async function summariseVenueOrders(
  db: Database,
  venueId: string,
  today: string,
  listLength: number,
): Promise<Pick<VenueOverview, 'openSupplierOrders' | 'deliveriesDue' | 'recentOrders'>> {
  const [openCounts, due, recent] = await Promise.all([
    countOpenSupplierOrdersOfVenue(db, venueId),
    listDeliveriesDue(db, venueId, today, addDays(today, DELIVERY_WINDOW_DAYS), listLength),
    listRecentVenueOrders(db, venueId, listLength),
  ]);
  const openOf = (status: SupplierOrderStatus) => openCounts.find((row) => row.status === status)?.total ?? 0;
  return {
    openSupplierOrders: {
      held: openOf('held'),
      submitted: openOf('submitted'),
      accepted: openOf('accepted'),
      dispatched: openOf('dispatched'),
    },
    deliveriesDue: {
      count: due[0]?.total ?? 0,
      dueToday: due[0]?.dueToday ?? 0,
      overdue: due[0]?.overdueCount ?? 0,
      next: due.map(({ total: _total, dueToday: _dueToday, overdueCount: _overdueCount, requestedDeliveryDate, ...row }) => ({
        ...row,
        requestedDeliveryDate: requestedDeliveryDate!,
      })),
    },
    recentOrders: recent.map(({ statuses, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      status: orderStatusOf(statuses as SupplierOrderStatus[]),
    })),
  };
}

/** What a supplier's orders amount to on its landing page; the top lists cover the last 30 days. */
export async function summariseSupplierOrders(
  db: Database,
  supplierId: string,
  today: string,
  now: Date,
  listLength: number,
): Promise<Pick<SupplierOverview, 'newOrders' | 'heldOrders' | 'toDispatch' | 'topProducts' | 'topVenues' | 'recentOrders'>> {
  const since = new Date(now.getTime() - TOP_WINDOW_DAYS * 24 * 3600 * 1000);
  const [newOrders, held, toDispatch, topProducts, topVenues, recent] = await Promise.all([
    summariseNewOrders(db, supplierId),
    listHeldOrders(db, supplierId, listLength),
    summariseToDispatch(db, supplierId, today),
    listTopProducts(db, supplierId, since, listLength),
    listTopVenues(db, supplierId, since, listLength),
    listRecentSupplierOrders(db, supplierId, listLength),
  ]);
  return {
    newOrders: { count: newOrders.count, oldestSince: newOrders.oldestSince?.toISOString() ?? null },
    heldOrders: {
      count: held[0]?.total ?? 0,
      first: held.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    },
    toDispatch,
    topProducts,
    topVenues,
    recentOrders: recent.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
  };
}

/** A supplier's latest orders, newest first (the overview's list; the platform admin's organisation page). */
export async function latestSupplierOrders(db: Database, supplierId: string, limit: number) {
  return listRecentSupplierOrders(db, supplierId, limit);
}

/** A venue's latest orders with their supplier orders' statuses and suppliers' names (the admin's organisation page). */
export async function latestVenueOrders(db: Database, venueId: string, limit: number) {
  return listRecentVenueOrders(db, venueId, limit);
}
