import { and, eq, sql } from 'drizzle-orm';
import type { PaymentTerms } from '@tapline/contracts';
import { supplierVenuePaymentTerms, type Database } from '@tapline/db';

// A venue's own payment terms with a supplier (supplier_venue_payment_terms): invoices read them (money), and a trade
// account's approval and changes write them (trade). One row per pair, one source for both (decision 0169).

type TermsRow = typeof supplierVenuePaymentTerms.$inferSelect;
export interface TermsColumns {
  termsKind: TermsRow['termsKind'];
  termsDays: number | null;
}

export function termsOf(row: TermsColumns): PaymentTerms {
  switch (row.termsKind) {
    case 'on_delivery':
      return { kind: 'on_delivery' };
    case 'day_of_next_month':
      return { kind: 'day_of_next_month', day: row.termsDays ?? 1 };
    case 'days_after_month_end':
      return { kind: 'days_after_month_end', days: row.termsDays ?? 0 };
    default:
      return { kind: 'net_days', days: row.termsDays ?? 0 };
  }
}

export function columnsOf(terms: PaymentTerms): TermsColumns {
  switch (terms.kind) {
    case 'on_delivery':
      return { termsKind: terms.kind, termsDays: null };
    case 'day_of_next_month':
      return { termsKind: terms.kind, termsDays: terms.day };
    default:
      return { termsKind: terms.kind, termsDays: terms.days };
  }
}

/** The venue's own terms with the supplier, if it has some. */
export async function findVenueTerms(db: Database, supplierId: string, venueId: string) {
  const [row] = await db
    .select({ termsKind: supplierVenuePaymentTerms.termsKind, termsDays: supplierVenuePaymentTerms.termsDays })
    .from(supplierVenuePaymentTerms)
    .where(and(eq(supplierVenuePaymentTerms.supplierId, supplierId), eq(supplierVenuePaymentTerms.venueId, venueId)));
  return row;
}

export async function upsertVenueTerms(db: Database, supplierId: string, venueId: string, terms: TermsColumns) {
  await db
    .insert(supplierVenuePaymentTerms)
    .values({ supplierId, venueId, ...terms })
    .onConflictDoUpdate({
      target: [supplierVenuePaymentTerms.supplierId, supplierVenuePaymentTerms.venueId],
      set: { ...terms, updatedAt: sql`now()` },
    });
}

/** true when there were terms to remove */
export async function deleteVenueTerms(db: Database, supplierId: string, venueId: string) {
  const rows = await db
    .delete(supplierVenuePaymentTerms)
    .where(and(eq(supplierVenuePaymentTerms.supplierId, supplierId), eq(supplierVenuePaymentTerms.venueId, venueId)))
    .returning({ venueId: supplierVenuePaymentTerms.venueId });
  return rows.length > 0;
}
