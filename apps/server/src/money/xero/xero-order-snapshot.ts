import type { Database } from '@tapline/db';
import { findInvoiceOrder, findTaxInvoiceOfOrder } from './xero-sync.queries';

/**
 * What an invoice in Xero is made of: the order's number and both parties (for the contacts), and the tax invoice
 * Tapline issued (its number, dates, lines and GST); `document` is undefined when the order has none.
 */
export async function findOrderSnapshot(db: Database, supplierOrderId: string) {
  const [order, document] = await Promise.all([findInvoiceOrder(db, supplierOrderId), findTaxInvoiceOfOrder(db, supplierOrderId)]);
  if (!order) return undefined;
  return { ...order, document };
}
