import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderSide } from '@tapline/contracts';
import { orderMessageReads, orderMessages } from '@tapline/db';

/**
 * How many messages on the supplier order `side` hasn't read: the other side's messages written after the side's
 * read marker (docs/domain.md, Messages on an order). The order lists show it; the thread counts the same way. A
 * column must come qualified (a query with joins): drizzle leaves a lone table's columns bare, which the subquery
 * would read as its own.
 */
export const unreadMessagesOf = (supplierOrderId: AnyColumn | SQL, side: OrderSide) =>
  sql<number>`(select count(*)::int from ${orderMessages} m
    where m.supplier_order_id = ${supplierOrderId} and m.kind = 'message' and m.author_side <> ${side}
      and m.created_at > coalesce((select r.last_read_at from ${orderMessageReads} r
        where r.supplier_order_id = ${supplierOrderId} and r.side = ${side}), '-infinity'))`;
