import { sql, type AnyColumn } from 'drizzle-orm';
import { orderChangeProposals } from '@tapline/db';

/**
 * Whether the supplier order has a proposed change waiting for its venue (decision 0181): the orders show it, and the
 * money context issues no tax invoice while one is open.
 */
export const hasOpenOrderChange = (supplierOrderId: AnyColumn | string) =>
  sql<boolean>`exists (select 1 from ${orderChangeProposals} where ${orderChangeProposals.supplierOrderId} = ${supplierOrderId} and ${orderChangeProposals.status} = 'open')`;

/** How many proposed changes of the supplier order wait for its venue. */
export const openOrderChangeCount = (supplierOrderId: AnyColumn) =>
  sql<number>`(select count(*)::integer from ${orderChangeProposals} where ${orderChangeProposals.supplierOrderId} = ${supplierOrderId} and ${orderChangeProposals.status} = 'open')`.mapWith(
    Number,
  );
