import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Database, deliveryZones, orderLines, orders, organisations, supplierOrders } from '@tapline/db';
import { joinOrderParties, orderVenues } from '../../shared/supplier-order-joins.queries';

// The supplier orders an export covers (decision 0189): one side's, placed from the start of `from` to the end of `to`
// in the exporting organisation's time zone, oldest first; read a page at a time after a cursor (the last row's
// placing moment, as text to keep its microseconds, and ids).

export interface ExportRange {
  side: 'supplier' | 'venue';
  organisationId: string;
  from: string;
  to: string;
  timeZone: string;
}

function placedWithin(range: ExportRange) {
  const start = sql`(${range.from}::date::timestamp at time zone ${range.timeZone})`;
  const end = sql`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;
  return and(
    range.side === 'supplier' ? eq(supplierOrders.supplierId, range.organisationId) : eq(orders.venueId, range.organisationId),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
  );
}

/** where the page before ended */
export interface OrderCursor {
  placed: string;
  supplierOrderId: string;
  lineId?: string;
}

const placedText = sql<string>`${orders.createdAt}::text`;

const parties = (range: ExportRange) => ({
  cursorPlaced: placedText,
  supplierOrderId: supplierOrders.id,
  orderNumber: orders.number,
  placedAt: sql<string>`to_char(${orders.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD HH24:MI')`,
  supplier: organisations.name,
  venue: orderVenues.name,
  status: supplierOrders.status,
});

export function listExportOrders(db: Database, range: ExportRange, after: OrderCursor | undefined, limit: number) {
  return joinOrderParties(
    db
      .select({
        ...parties(range),
        deliveryDate: supplierOrders.requestedDeliveryDate,
        purchaseOrderNumber: orders.purchaseOrderNumber,
        zone: deliveryZones.name,
        subtotalCents: supplierOrders.subtotalCents,
        deliveryFeeCents: supplierOrders.deliveryFeeCents,
        taxCents: supplierOrders.taxCents,
        totalCents: supplierOrders.totalCents,
        currency: orders.currency,
        venueNote: supplierOrders.venueNote,
      })
      .from(supplierOrders)
      .$dynamic(),
  )
    .leftJoin(deliveryZones, eq(deliveryZones.id, supplierOrders.zoneId))
    .where(
      and(
        placedWithin(range),
        after
          ? sql`(${orders.createdAt}, ${supplierOrders.id}) > (${after.placed}::timestamptz, ${after.supplierOrderId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(supplierOrders.id))
    .limit(limit);
}

export function listExportOrderLines(db: Database, range: ExportRange, after: OrderCursor | undefined, limit: number) {
  return joinOrderParties(
    db
      .select({
        ...parties(range),
        lineId: orderLines.id,
        skuCode: orderLines.skuCode,
        productName: orderLines.productName,
        pack: orderLines.skuName,
        orderedQty: orderLines.orderedQty,
        qty: orderLines.qty,
        unitPriceCents: orderLines.unitPriceCents,
        taxRateBasisPoints: orderLines.taxRateBasisPoints,
        lineTotalCents: orderLines.lineTotalCents,
      })
      .from(orderLines)
      .innerJoin(supplierOrders, eq(supplierOrders.id, orderLines.supplierOrderId))
      .$dynamic(),
  )
    .where(
      and(
        placedWithin(range),
        after
          ? sql`(${orders.createdAt}, ${supplierOrders.id}, ${orderLines.id}) > (${after.placed}::timestamptz, ${after.supplierOrderId}::uuid, ${after.lineId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(supplierOrders.id), asc(orderLines.id))
    .limit(limit);
}
