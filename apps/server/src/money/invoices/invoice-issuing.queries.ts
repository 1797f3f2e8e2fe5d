import { and, eq, sql } from 'drizzle-orm';
import { orders, organisations, supplierOrders, taxDocumentCounters, taxDocuments, type Database } from '@tapline/db';
import { hasOpenOrderChange } from '../../shared/order-change-conditions.queries';
import { joinOrderParties, orderVenues } from '../../shared/supplier-order-joins.queries';

/**
 * The next number of this kind of the supplier's documents. The counter's row stays locked until the issuing
 * transaction ends, so a second issue waits for the first to commit (and takes the next number) or to roll back
 * (and takes the same one): no gaps, no duplicates. The first document makes the row.
 */
export async function takeNextNumber(tx: Database, supplierId: string, kind: 'invoice' | 'adjustment_note'): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ supplierId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.supplierId, taxDocumentCounters.kind],
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  return row!.lastNumber;
}

/** What an invoice for the supplier order copies in: both parties as they are now, the order's number, currency, delivery day and fee. */
export async function findIssuingFacts(tx: Database, supplierOrderId: string) {
  const query = tx
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      currency: orders.currency,
      deliveryDate: supplierOrders.requestedDeliveryDate,
      // a line of its own on the invoice (decision 0172)
      deliveryFeeCents: supplierOrders.deliveryFeeCents,
      // no invoice while a proposed change waits for the venue: it is issued when the last one is decided (decision 0181)
      changeOpen: hasOpenOrderChange(supplierOrders.id),
      supplier: { id: organisations.id, name: organisations.name, abn: organisations.abn, timeZone: organisations.timeZone },
      venue: { id: orderVenues.id, name: orderVenues.name, abn: orderVenues.abn },
    })
    .from(supplierOrders)
    .$dynamic();
  const [row] = await joinOrderParties(query).where(eq(supplierOrders.id, supplierOrderId));
  return row;
}

export async function hasInvoice(tx: Database, supplierOrderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  return row !== undefined;
}

export async function insertTaxDocument(tx: Database, values: typeof taxDocuments.$inferInsert) {
  const [row] = await tx.insert(taxDocuments).values(values).returning({ id: taxDocuments.id, number: taxDocuments.number });
  return row!;
}
