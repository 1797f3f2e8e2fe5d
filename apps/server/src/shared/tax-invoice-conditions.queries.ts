import { sql, type AnyColumn } from 'drizzle-orm';
import { taxDocuments } from '@tapline/db';

/**
 * Whether the supplier order has a tax invoice from Tapline: the orders read it to know whether cancelling a paid
 * order can be credited by an adjustment note (decision 0161), the money context issues both.
 */
export const hasTaxInvoice = (supplierOrderId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${taxDocuments} where ${taxDocuments.supplierOrderId} = ${supplierOrderId} and ${taxDocuments.kind} = 'invoice')`;
