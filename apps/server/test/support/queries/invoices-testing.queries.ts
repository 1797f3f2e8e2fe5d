import { supplierVenuePaymentTerms, type Database } from '@tapline/db';

/** A venue's own terms with a supplier (net 30 days), as PUT …/payment-terms leaves them. */
export async function insertTestVenueTerms(db: Database, supplierId: string, venueId: string) {
  await db.insert(supplierVenuePaymentTerms).values({ supplierId, venueId, termsKind: 'net_days', termsDays: 30 });
}
