import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderChangeStatus } from '@tapline/contracts';
import {
  deliveryZones,
  orderChangeProposals,
  orderLines,
  orders,
  products,
  organisations,
  profiles,
  skus,
  supplierOrders,
  type Database,
  type ProposedLine,
} from '@tapline/db';
import { joinOrderParties, orderVenues } from '../../../shared/supplier-order-joins.queries';
import { skusTable, venuePriceColumns, venuePriceJoin } from '../../../shared/venue-price.queries';

// Proposed changes to a supplier order (decision 0181): their rows, and the line writes an accepted one makes.

const proposer = alias(profiles, 'proposer');
const decider = alias(profiles, 'decider');

const proposalColumns = {
  id: orderChangeProposals.id,
  supplierOrderId: orderChangeProposals.supplierOrderId,
  kind: orderChangeProposals.kind,
  status: orderChangeProposals.status,
  orderLineId: orderChangeProposals.orderLineId,
  skuId: orderChangeProposals.skuId,
  qty: orderChangeProposals.qty,
  unitPriceCents: orderChangeProposals.unitPriceCents,
  ifDeclinedQty: orderChangeProposals.ifDeclinedQty,
  note: orderChangeProposals.note,
  beforeLine: orderChangeProposals.beforeLine,
  afterLine: orderChangeProposals.afterLine,
  baseVersion: orderChangeProposals.baseVersion,
  expiresAt: orderChangeProposals.expiresAt,
  proposedById: proposer.id,
  proposedByName: sql<string | null>`coalesce(nullif(${proposer.name}, ''), ${proposer.email})`,
  decidedById: decider.id,
  decidedByName: sql<string | null>`coalesce(nullif(${decider.name}, ''), ${decider.email})`,
  decidedAt: orderChangeProposals.decidedAt,
  createdAt: orderChangeProposals.createdAt,
};

/** A supplier order's proposals, oldest first, with who proposed and decided each. */
export async function listProposalsOf(db: Database, supplierOrderId: string) {
  return db
    .select(proposalColumns)
    .from(orderChangeProposals)
    .leftJoin(proposer, eq(proposer.id, orderChangeProposals.proposedBy))
    .leftJoin(decider, eq(decider.id, orderChangeProposals.decidedBy))
    .where(eq(orderChangeProposals.supplierOrderId, supplierOrderId))
    .orderBy(asc(orderChangeProposals.createdAt), asc(orderChangeProposals.id));
}

export type ProposalRow = Awaited<ReturnType<typeof listProposalsOf>>[number];

export async function findProposal(db: Database, id: string) {
  const [row] = await db
    .select(proposalColumns)
    .from(orderChangeProposals)
    .leftJoin(proposer, eq(proposer.id, orderChangeProposals.proposedBy))
    .leftJoin(decider, eq(decider.id, orderChangeProposals.decidedBy))
    .where(eq(orderChangeProposals.id, id));
  return row;
}

/** The proposal's supplier order, to find who may see it. */
export async function findProposalOrder(db: Database, id: string) {
  const [row] = await db
    .select({ supplierOrderId: orderChangeProposals.supplierOrderId })
    .from(orderChangeProposals)
    .where(eq(orderChangeProposals.id, id));
  return row;
}

export async function insertProposal(db: Database, values: typeof orderChangeProposals.$inferInsert) {
  const [row] = await db.insert(orderChangeProposals).values(values).returning({ id: orderChangeProposals.id });
  return row!.id;
}

/**
 * Moves an open proposal to its decision in one conditional update (the caller holds the supplier order's lock, so
 * two decisions at once take turns; the second finds it decided). Answers false when it was no longer open.
 */
export async function decideProposal(db: Database, id: string, status: Exclude<OrderChangeStatus, 'open'>, decidedBy: string | null) {
  const rows = await db
    .update(orderChangeProposals)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(orderChangeProposals.id, id), eq(orderChangeProposals.status, 'open')))
    .returning({ id: orderChangeProposals.id });
  return rows.length > 0;
}

/** The open proposals of a supplier order (a step that ends the order withdraws them). */
export async function listOpenProposalIds(db: Database, supplierOrderId: string) {
  const rows = await db
    .select({ id: orderChangeProposals.id })
    .from(orderChangeProposals)
    .where(and(eq(orderChangeProposals.supplierOrderId, supplierOrderId), eq(orderChangeProposals.status, 'open')));
  return rows.map((row) => row.id);
}

/** Open proposals made at `fromVersion` are made at `toVersion`: the supplier's accept changed no line (decision 0181). */
export async function carryProposalsForward(db: Database, supplierOrderId: string, fromVersion: number, toVersion: number) {
  await db
    .update(orderChangeProposals)
    .set({ baseVersion: toVersion })
    .where(
      and(
        eq(orderChangeProposals.supplierOrderId, supplierOrderId),
        eq(orderChangeProposals.status, 'open'),
        eq(orderChangeProposals.baseVersion, fromVersion),
      ),
    );
}

/** Open proposals whose time is up, soonest first: the expiry job's work. */
export async function listExpiredProposals(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: orderChangeProposals.id })
    .from(orderChangeProposals)
    .where(and(eq(orderChangeProposals.status, 'open'), lte(orderChangeProposals.expiresAt, now)))
    .orderBy(asc(orderChangeProposals.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The order's version moves on: an accepted change is a change of the order (decision 0181). */
export async function bumpVersion(db: Database, supplierOrderId: string) {
  await db
    .update(supplierOrders)
    .set({ version: sql`${supplierOrders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(supplierOrders.id, supplierOrderId));
}

/** A line of the order as a proposal starts from: what it sends and its keg, locked with the order. */
export async function findLineForUpdate(db: Database, supplierOrderId: string, lineId: string) {
  const [row] = await db
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      productId: orderLines.productId,
      productName: orderLines.productName,
      skuName: orderLines.skuName,
      skuCode: orderLines.skuCode,
      qty: orderLines.qty,
      orderedQty: orderLines.orderedQty,
      unitPriceCents: orderLines.unitPriceCents,
      taxRateBasisPoints: orderLines.taxRateBasisPoints,
      kegTypeId: orderLines.kegTypeId,
      kegsPerUnit: orderLines.kegsPerUnit,
      depositCents: orderLines.depositCents,
      depositTaxRateBasisPoints: orderLines.depositTaxRateBasisPoints,
      priceSource: orderLines.priceSource,
      priceLabel: orderLines.priceLabel,
      substitutionPreference: orderLines.substitutionPreference,
      orderedProductName: orderLines.orderedProductName,
    })
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.supplierOrderId, supplierOrderId)))
    .for('update');
  return row;
}

export type ChangeableLine = NonNullable<Awaited<ReturnType<typeof findLineForUpdate>>>;

/** An order line's own columns as `after` makes them: what is supplied, its qty agreed, its keg. */
function suppliedColumns(after: ProposedLine) {
  return {
    ...after,
    orderedQty: after.qty,
    lineTotalCents: after.unitPriceCents * after.qty,
    priceLabel: after.priceSource ? after.priceLabel : null,
  };
}

/**
 * The line becomes `after` (what is supplied); the first change keeps what was ordered (its SKU, names, price, qty),
 * a later one leaves that alone. `ordered_qty` becomes the qty agreed, so a short acceptance after it counts from there.
 */
export async function applyLineChange(db: Database, line: ChangeableLine, after: ProposedLine) {
  const first = line.orderedProductName === null;
  await db
    .update(orderLines)
    .set({
      ...suppliedColumns(after),
      ...(first
        ? {
            orderedSkuId: line.skuId,
            orderedProductName: line.productName,
            orderedSkuName: line.skuName,
            orderedSkuCode: line.skuCode,
            orderedUnitPriceCents: line.unitPriceCents,
            qtyBeforeChange: line.orderedQty,
          }
        : {}),
    })
    .where(eq(orderLines.id, line.id));
}

/** A line an accepted change adds. */
export async function insertAddedLine(db: Database, supplierOrderId: string, after: ProposedLine) {
  await db.insert(orderLines).values({ ...suppliedColumns(after), supplierOrderId, addedByChange: true });
}

/** The supplier order's minimum (ex GST: the zone's, else the supplier's), for the preview's warning. */
export async function findMinimumOrder(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select({
      minimumOrderCents: sql<number>`coalesce(${deliveryZones.minimumOrderCents}, ${organisations.minimumOrderCents}, 0)`.mapWith(Number),
    })
    .from(supplierOrders)
    .innerJoin(organisations, eq(organisations.id, supplierOrders.supplierId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, supplierOrders.zoneId))
    .where(eq(supplierOrders.id, supplierOrderId));
  return row?.minimumOrderCents ?? 0;
}

/** What the notices of a proposal name: the order's number and parties, who placed it, the delivery rules' zone. */
export async function findOrderFacts(db: Database, supplierOrderId: string) {
  const query = db
    .select({
      orderNumber: orders.number,
      placedBy: orders.placedBy,
      supplierName: organisations.name,
      venueName: orderVenues.name,
      venueTimeZone: orderVenues.timeZone,
      currency: orders.currency,
    })
    .from(supplierOrders)
    .$dynamic();
  const [row] = await joinOrderParties(query).where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

/**
 * Takes `qty` of a pack for an accepted change, in one conditional statement as checkout does: never below zero, and
 * always for a pack whose stock isn't tracked. False when there aren't enough.
 */
export async function takeChangeStock(db: Database, skuId: string, qty: number): Promise<boolean> {
  const rows = await db
    .update(skus)
    .set({ stockOnHand: sql`${skus.stockOnHand} - ${qty}` })
    .where(and(eq(skus.id, skuId), or(isNull(skus.stockOnHand), gte(skus.stockOnHand, qty))))
    .returning({ id: skus.id });
  return rows.length > 0;
}

/** The supplier's packs a change may name (active, of active products), priced for the venue as checkout prices them. */
export async function listChangePacks(db: Database, supplierId: string, venueId: string, limit: number) {
  return db
    .select({
      skuId: skus.id,
      productName: products.name,
      skuName: skus.name,
      skuCode: skus.code,
      unitPriceCents: venuePriceColumns.unitPriceCents,
      stockOnHand: skus.stockOnHand,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(venuePriceJoin({ venueId, sku: skusTable, qty: 1 }), sql`true`)
    .where(and(eq(skus.supplierId, supplierId), eq(skus.status, 'active'), eq(products.status, 'active')))
    .orderBy(asc(products.name), asc(skus.name), asc(skus.id))
    .limit(limit);
}
