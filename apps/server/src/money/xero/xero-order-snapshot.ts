import type { Database } from '@tapline/db';
import { listOrderLinesOf } from '../../trade';
import { findInvoiceOrder } from './xero-sync.queries';

/** What an invoice is made of: the order's number and currency, both parties, and the lines as they stand. */
export async function findOrderSnapshot(db: Database, supplierOrderId: string) {
  const order = await findInvoiceOrder(db, supplierOrderId);
  if (!order) return undefined;
  return { ...order, lines: await listOrderLinesOf(db, [supplierOrderId]) };
}
