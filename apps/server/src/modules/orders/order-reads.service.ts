import type {
  Order,
  ServedVenueList,
  SupplierOrder,
  SupplierOrderList,
  SupplierOrderQuery,
  SupplierOrderStatus,
  VenueOrderList,
  VenueOrderQuery,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { findOrganisationWithRole, requireOrganisationAccess } from '../organisations/organisations.service';
import { orderStatusOf } from '../shared/order-status';
import { actionsFor, type Side } from './order-transitions';
import {
  countSupplierOrdersByStatus,
  findOrderVenue,
  findSupplierOrderParties,
  findVenueDeliveryPoint,
  listOrderEventsOf,
  listOrderLinesOf,
  listServedVenues,
  listSupplierOrders,
  listSupplierOrdersOf,
  listMemberEmails,
  listMemberEmailsOf,
  listVenueOrders,
  type SupplierOrderRow,
} from './orders.queries';

export { findOrderVenue, listMemberEmails, listMemberEmailsOf };

// Reading orders (issue 13): a venue reads its orders whole; a supplier reads its own part of each (its supplier
// order); anyone else gets 404, as for no order at all (PRODUCT.md §3). Platform admins read everything.

function personOf(id: string | null, name: string | null, email: string | null) {
  return id === null ? null : { id, name: name || email || 'Someone' };
}

/** Which side the user acts for on this supplier order: a member of its supplier or its venue; null = neither. */
export async function sideOf(db: Database, user: ApiUser, parties: { supplierId: string; venueId: string }): Promise<Side | null> {
  const [supplier, venue] = await Promise.all([
    findOrganisationWithRole(db, 'supplier', parties.supplierId, user.id),
    findOrganisationWithRole(db, 'venue', parties.venueId, user.id),
  ]);
  if (supplier?.organisationRole) return 'supplier';
  if (venue?.organisationRole) return 'venue';
  return null;
}

/** The supplier orders with their lines and events; `side` decides the actions offered. */
async function buildSupplierOrders(db: Database, rows: SupplierOrderRow[], side: Side | null): Promise<SupplierOrder[]> {
  const ids = rows.map((row) => row.id);
  const [lines, events] = await Promise.all([listOrderLinesOf(db, ids), listOrderEventsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    purchaseOrderNumber: row.purchaseOrderNumber,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName, logoUrl: row.supplierLogoUrl },
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    placedBy: personOf(row.placedById, row.placedByName, row.placedByEmail),
    status: row.status,
    requestedDeliveryDate: row.requestedDeliveryDate,
    venueNote: row.venueNote,
    supplierNote: row.supplierNote,
    paidAt: row.paidAt?.toISOString() ?? null,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lines: lines.filter((line) => line.supplierOrderId === row.id).map(({ supplierOrderId: _id, ...line }) => line),
    events: events
      .filter((event) => event.supplierOrderId === row.id)
      .map((event) => ({
        id: event.id,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: personOf(event.actorId, event.actorName, event.actorEmail),
        note: event.note,
        at: event.at.toISOString(),
      })),
    actions: actionsFor(side, row.status),
  }));
}

/** The whole order as its venue sees it (read within `db`, so a transaction sees its own writes). */
export async function loadOrder(db: Database, orderId: string, side: Side | null): Promise<Order> {
  const rows = await listSupplierOrdersOf(db, { orderId });
  const first = rows[0];
  if (!first) throw AppError.notFound('Order');
  const supplierOrders = await buildSupplierOrders(db, rows, side);
  return {
    id: first.orderId,
    number: first.orderNumber,
    venue: { id: first.venueId, slug: first.venueSlug, name: first.venueName },
    placedBy: personOf(first.placedById, first.placedByName, first.placedByEmail),
    purchaseOrderNumber: first.purchaseOrderNumber,
    status: orderStatusOf(rows.map((row) => row.status)),
    currency: first.currency,
    subtotalCents: first.orderSubtotalCents,
    taxCents: first.orderTaxCents,
    totalCents: first.orderTotalCents,
    createdAt: first.orderCreatedAt.toISOString(),
    supplierOrders,
  };
}

/** One supplier order, with where it goes (its packing slip's address). */
export async function loadSupplierOrder(db: Database, supplierOrderId: string, side: Side | null): Promise<SupplierOrder> {
  const rows = await listSupplierOrdersOf(db, { supplierOrderId });
  if (rows.length === 0) throw AppError.notFound('Order');
  const [[order], point] = await Promise.all([buildSupplierOrders(db, rows, side), findVenueDeliveryPoint(db, rows[0]!.venueId)]);
  return { ...order!, deliverTo: { address: point?.address ?? null, phone: point?.phone ?? null } };
}

/** GET /api/orders/{id}: the venue's members (and platform admins). */
export async function getOrder(db: Database, user: ApiUser, orderId: string): Promise<Order> {
  const order = await findOrderVenue(db, orderId);
  if (!order) throw AppError.notFound('Order');
  const venue = await findOrganisationWithRole(db, 'venue', order.venueId, user.id);
  if (!venue?.organisationRole && !user.isPlatformAdmin) throw AppError.notFound('Order');
  return loadOrder(db, order.id, venue?.organisationRole ? 'venue' : null);
}

/** A supplier order and the side the user acts for; 404 for anyone who is neither its supplier nor its venue. */
export async function requireSupplierOrderSide(db: Database, user: ApiUser, supplierOrderId: string) {
  const parties = await findSupplierOrderParties(db, supplierOrderId);
  if (!parties) throw AppError.notFound('Order');
  const side = await sideOf(db, user, parties);
  if (side === null && !user.isPlatformAdmin) throw AppError.notFound('Order');
  return { parties, side };
}

/** GET /api/supplier-orders/{id}: its supplier's and its venue's members. */
export async function getSupplierOrder(db: Database, user: ApiUser, supplierOrderId: string): Promise<SupplierOrder> {
  const { side } = await requireSupplierOrderSide(db, user, supplierOrderId);
  return loadSupplierOrder(db, supplierOrderId, side);
}

export async function getVenueOrders(db: Database, user: ApiUser, venueIdOrSlug: string, query: VenueOrderQuery): Promise<VenueOrderList> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const rows = await listVenueOrders(db, venue.id, {
    ...query,
    timeZone: venue.timeZone,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      status: orderStatusOf(row.supplierOrders.map((so) => so.status)),
      placedBy: personOf(row.placedById, row.placedByName, row.placedByEmail),
      supplierOrders: row.supplierOrders,
      totalCents: row.totalCents,
      currency: row.currency,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
  };
}

const STATUSES: readonly SupplierOrderStatus[] = ['submitted', 'accepted', 'dispatched', 'delivered', 'rejected', 'cancelled'];

export async function getSupplierOrders(db: Database, user: ApiUser, supplierIdOrSlug: string, query: SupplierOrderQuery): Promise<SupplierOrderList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const filter = { ...query, timeZone: supplier.timeZone };
  const [rows, counts] = await Promise.all([
    listSupplierOrders(db, supplier.id, { ...filter, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countSupplierOrdersByStatus(db, supplier.id, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      requestedDeliveryDate: row.requestedDeliveryDate,
      lineCount: row.lineCount,
      totalCents: row.totalCents,
      currency: row.currency,
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
    counts: Object.fromEntries(STATUSES.map((status) => [status, counts.find((row) => row.status === status)?.total ?? 0])) as SupplierOrderList['counts'],
  };
}

export async function getServedVenues(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<ServedVenueList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const rows = await listServedVenues(db, supplier.id);
  return {
    currency: supplier.currency,
    items: rows.map((row) => ({
      venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName, logoUrl: row.venueLogoUrl },
      orderCount: row.orderCount,
      lastOrderAt: row.lastOrderAt.toISOString(),
      spendCents: row.spendCents,
    })),
  };
}
