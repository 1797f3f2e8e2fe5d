import { type AnyColumn, and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, invoicePayments, orders, supplierOrders, taxDocuments } from '@tapline/db';

// The tax documents and payments an export covers (decision 0189): one side's, by their own calendar dates (an
// issue date, the day paid), from `from` to `to` both included; read a page at a time after a cursor (the last row's
// moment, as text to keep its microseconds, and id).

/** where the page before ended */
export interface DocumentCursor {
  /** a payment's day paid: its rows go by day, then by when they were recorded */
  day?: string;
  at: string;
  id: string;
}

interface DocumentRange {
  side: 'supplier' | 'venue';
  organisationId: string;
  from: string;
  to: string;
}

const adjusted = alias(taxDocuments, 'adjusted_invoice');

const ofSide = (range: DocumentRange, table: { supplierId: AnyColumn; venueId: AnyColumn }) =>
  eq(range.side === 'supplier' ? table.supplierId : table.venueId, range.organisationId);

export function listExportTaxDocuments(db: Database, range: DocumentRange, after: DocumentCursor | undefined, limit: number) {
  return db
    .select({
      cursorAt: sql<string>`${taxDocuments.issuedAt}::text`,
      id: taxDocuments.id,
      number: taxDocuments.number,
      kind: taxDocuments.kind,
      issueDate: taxDocuments.issueDate,
      dueDate: taxDocuments.dueDate,
      supplier: taxDocuments.sellerName,
      venue: taxDocuments.buyerName,
      orderNumber: orders.number,
      relatesTo: adjusted.number,
      reason: taxDocuments.reason,
      subtotalCents: taxDocuments.subtotalCents,
      gstCents: taxDocuments.gstCents,
      totalCents: taxDocuments.totalCents,
      currency: taxDocuments.currency,
    })
    .from(taxDocuments)
    .innerJoin(supplierOrders, eq(supplierOrders.id, taxDocuments.supplierOrderId))
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .leftJoin(adjusted, eq(adjusted.id, taxDocuments.relatesToId))
    .where(
      and(
        ofSide(range, taxDocuments),
        between(taxDocuments.issueDate, range.from, range.to),
        after ? sql`(${taxDocuments.issuedAt}, ${taxDocuments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id))
    .limit(limit);
}

export function listExportPayments(db: Database, range: DocumentRange, after: DocumentCursor | undefined, limit: number) {
  return db
    .select({
      cursorAt: sql<string>`${invoicePayments.createdAt}::text`,
      id: invoicePayments.id,
      paidOn: invoicePayments.paidOn,
      invoiceNumber: taxDocuments.number,
      supplier: taxDocuments.sellerName,
      venue: taxDocuments.buyerName,
      amountCents: invoicePayments.amountCents,
      currency: taxDocuments.currency,
      reference: invoicePayments.reference,
      source: invoicePayments.source,
    })
    .from(invoicePayments)
    .innerJoin(taxDocuments, eq(taxDocuments.id, invoicePayments.invoiceId))
    .where(
      and(
        ofSide(range, invoicePayments),
        between(invoicePayments.paidOn, range.from, range.to),
        after
          ? sql`(${invoicePayments.paidOn}, ${invoicePayments.createdAt}, ${invoicePayments.id}) > (${after.day}::date, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt), asc(invoicePayments.id))
    .limit(limit);
}
