import { taxDocuments, type Database } from '@tapline/db';
import { and, eq } from 'drizzle-orm';
import { findInvoiceOrder } from './xero-sync.queries';

/** The supplier order's tax invoice (decision 0160), if Tapline issued one. */
export async function findTaxInvoiceOfOrder(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/**
 * What an invoice in Xero is made of: the order's number and both parties (for the contacts), and the tax invoice
 * Tapline issued (its number, dates, lines and GST); `document` is undefined when the order has none.
 */
export async function findOrderSnapshot(db: Database, supplierOrderId: string) {
  const [order, document] = await Promise.all([findInvoiceOrder(db, supplierOrderId), findTaxInvoiceOfOrder(db, supplierOrderId)]);
  if (!order) return undefined;
  return { ...order, document };
}
