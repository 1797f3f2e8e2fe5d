import { sql } from 'drizzle-orm';
import type { PriceSource } from '@tapline/contracts';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { skus } from './catalogue';
import { createdAt, randomId, requiredRef, timestamptz } from './columns';
import { orderChangeKind, orderChangeStatus } from './enums';
import { orderLines, supplierOrders } from './ordering';
import { profiles } from './organisations';

/**
 * A line as a proposal saw it (before) or makes it (after), copied when proposed: what the venue is shown is what
 * accepting applies, whatever the SKU's price or keg does meanwhile. The keg columns are the order line's (issue 37).
 */
export interface ProposedLine {
  skuId: string | null;
  productId: string | null;
  productName: string;
  skuName: string;
  skuCode: string;
  qty: number;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  kegTypeId: string | null;
  kegsPerUnit: number;
  depositCents: number;
  depositTaxRateBasisPoints: number;
  priceSource: PriceSource | null;
  priceLabel: string | null;
}

/**
 * A supplier's proposed change to one of its orders (decision 0181): a substitute for a line, another qty, another
 * price, an added line. Made at the order's `version`; the venue accepts it (applied when the order is still at that
 * version) or declines it; at `expires_at` it is declined. `unit_price_cents` is the price the line will have (ex GST),
 * `qty` its qty (null = the line's), `if_declined_qty` what a declined substitute still sends of the original.
 */
export const orderChangeProposals = pgTable(
  'order_change_proposals',
  {
    id: randomId(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    kind: orderChangeKind('kind').notNull(),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    skuId: uuid('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    qty: integer('qty'),
    unitPriceCents: integer('unit_price_cents'),
    note: text('note').notNull().default(''),
    /** the line when proposed (null for an added line) and as accepting makes it */
    beforeLine: jsonb('before_line').$type<ProposedLine>(),
    afterLine: jsonb('after_line').$type<ProposedLine>().notNull(),
    baseVersion: integer('base_version').notNull(),
    status: orderChangeStatus('status').notNull().default('open'),
    expiresAt: timestamptz('expires_at').notNull(),
    ifDeclinedQty: integer('if_declined_qty'),
    proposedBy: uuid('proposed_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_change_proposals_line', sql`(${t.kind} = 'add_line') = (${t.orderLineId} is null)`),
    check('order_change_proposals_qty', sql`${t.qty} is null or ${t.qty} between 1 and 9999`),
    check('order_change_proposals_if_declined', sql`${t.ifDeclinedQty} is null or ${t.ifDeclinedQty} between 0 and 9999`),
    check('order_change_proposals_price', sql`${t.unitPriceCents} is null or ${t.unitPriceCents} >= 0`),
    index('order_change_proposals_supplier_order_idx').on(t.supplierOrderId, t.createdAt),
    // the expiry job's scan: the open ones by when they expire
    index('order_change_proposals_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
