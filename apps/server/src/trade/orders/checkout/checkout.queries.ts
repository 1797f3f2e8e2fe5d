import { and, eq, gte, sql } from 'drizzle-orm';
import type { LinePrice } from '@tapline/contracts';
import { orderEvents, orderLines, orders, skus, supplierOrders, type Database } from '@tapline/db';

// What a checkout writes (docs/domain.md, Checkout rules), inside its one transaction.

/**
 * Takes `qty` off a tracked SKU's stock in one statement, never below zero: two checkouts for the last units
 * can't both get them. Answers false when there aren't enough (an untracked SKU always has enough).
 */
export async function takeStock(db: Database, skuId: string, qty: number): Promise<boolean> {
  const rows = await db
    .update(skus)
    .set({ stockOnHand: sql`${skus.stockOnHand} - ${qty}` })
    .where(and(eq(skus.id, skuId), gte(skus.stockOnHand, qty)))
    .returning({ id: skus.id });
  return rows.length > 0;
}

/** The order with the next number (TL-001000, TL-001001 …; numbers are never reused, a rolled-back one is skipped). */
export async function insertOrder(db: Database, values: Omit<typeof orders.$inferInsert, 'number'>) {
  const [row] = await db
    .insert(orders)
    .values({ ...values, number: sql`'TL-' || lpad(nextval('order_number_seq')::text, 6, '0')` })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}

// A checkout's supplier orders, lines and events go in as one JSON parameter each (jsonb_to_recordset): the
// statement's text is the same whatever the number of rows, so the driver prepares it once per connection, and
// building it costs nothing (drizzle's multi-row VALUES took ≈0.4 ms of CPU to build for 10 lines, in a checkout of
// ≈10 ms). The ids are the caller's.

export interface NewSupplierOrder {
  id: string;
  orderId: string;
  supplierId: string;
  requestedDeliveryDate: string;
  venueNote: string;
  /** held: over the credit limit or the account on hold, and why (decision 0170) */
  status: 'submitted' | 'held';
  heldReason: string | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** the zone's fee, ex GST (in the subtotal), and the zone: decision 0172 */
  deliveryFeeCents: number;
  zoneId: string | null;
  at: Date;
}

export async function insertSupplierOrders(db: Database, rows: NewSupplierOrder[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      supplier_id: row.supplierId,
      requested_delivery_date: row.requestedDeliveryDate,
      venue_note: row.venueNote,
      status: row.status,
      held_reason: row.heldReason,
      subtotal_cents: row.subtotalCents,
      tax_cents: row.taxCents,
      total_cents: row.totalCents,
      delivery_fee_cents: row.deliveryFeeCents,
      zone_id: row.zoneId,
      at: row.at.toISOString(),
    })),
  );
  await db.execute(sql`
    insert into ${supplierOrders} (id, order_id, supplier_id, requested_delivery_date, venue_note, status, held_reason, subtotal_cents,
      tax_cents, total_cents, delivery_fee_cents, zone_id, created_at, updated_at)
    select id, order_id, supplier_id, requested_delivery_date, venue_note, status::supplier_order_status, held_reason, subtotal_cents,
      tax_cents, total_cents, delivery_fee_cents, zone_id, at, at
    from jsonb_to_recordset(${json}::jsonb) as row(id uuid, order_id uuid, supplier_id uuid, requested_delivery_date date, venue_note text,
      status text, held_reason text, subtotal_cents bigint, tax_cents bigint, total_cents bigint, delivery_fee_cents bigint, zone_id uuid,
      at timestamptz)`);
}

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'skuId' | 'productId' | 'priceSource' | 'priceLabel'> & {
  id: string;
  skuId: string;
  productId: string;
  /** the price as the cart said it, kept (decision 0178) */
  price: LinePrice;
};

export async function insertOrderLines(db: Database, rows: NewOrderLine[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      supplier_order_id: row.supplierOrderId,
      sku_id: row.skuId,
      product_id: row.productId,
      product_name: row.productName,
      sku_name: row.skuName,
      sku_code: row.skuCode,
      unit_price_cents: row.unitPriceCents,
      tax_rate_basis_points: row.taxRateBasisPoints,
      qty: row.qty,
      ordered_qty: row.orderedQty,
      line_total_cents: row.lineTotalCents,
      price_source: row.price.source,
      price_label: row.price.label,
      keg_type_id: row.kegTypeId ?? null,
      kegs_per_unit: row.kegsPerUnit ?? 0,
      deposit_cents: row.depositCents ?? 0,
      deposit_tax_rate_basis_points: row.depositTaxRateBasisPoints ?? 0,
      substitution_preference: row.substitutionPreference ?? 'ask',
    })),
  );
  await db.execute(sql`
    insert into ${orderLines} (id, supplier_order_id, sku_id, product_id, product_name, sku_name, sku_code, unit_price_cents, tax_rate_basis_points, qty, ordered_qty, line_total_cents,
      price_source, price_label, keg_type_id, kegs_per_unit, deposit_cents, deposit_tax_rate_basis_points, substitution_preference)
    select id, supplier_order_id, sku_id, product_id, product_name, sku_name, sku_code, unit_price_cents, tax_rate_basis_points, qty, ordered_qty, line_total_cents,
      price_source, price_label, keg_type_id, kegs_per_unit, deposit_cents, deposit_tax_rate_basis_points, substitution_preference::substitution_preference
    from jsonb_to_recordset(${json}::jsonb) as row(id uuid, supplier_order_id uuid, sku_id uuid, product_id uuid, product_name text, sku_name text, sku_code text,
      unit_price_cents integer, tax_rate_basis_points integer, qty integer, ordered_qty integer, line_total_cents bigint, price_source text, price_label text,
      keg_type_id uuid, kegs_per_unit integer, deposit_cents integer, deposit_tax_rate_basis_points integer, substitution_preference text)`);
}

/** Each new supplier order's first event: submitted (or held, its note why), by the person who sent it, for the venue. */
export async function insertSubmittedEvents(
  db: Database,
  rows: { id: string; supplierOrderId: string; toStatus: 'submitted' | 'held'; note: string | null; actorId: string; at: Date }[],
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      supplier_order_id: row.supplierOrderId,
      to_status: row.toStatus,
      note: row.note,
      actor_id: row.actorId,
      at: row.at.toISOString(),
    })),
  );
  await db.execute(sql`
    insert into ${orderEvents} (id, supplier_order_id, from_status, to_status, note, actor_id, actor_side, at)
    select id, supplier_order_id, null, to_status::supplier_order_status, note, actor_id, 'venue', at
    from jsonb_to_recordset(${json}::jsonb) as row(id uuid, supplier_order_id uuid, to_status text, note text, actor_id uuid, at timestamptz)`);
}
