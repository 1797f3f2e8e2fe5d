import { and, asc, eq, sql } from 'drizzle-orm';
import { organisations, supplierInvoiceSettings, supplierVenuePaymentTerms, type Database } from '@tapline/db';

type SettingsRow = typeof supplierInvoiceSettings.$inferInsert;
export { findVenueTerms } from '../../shared/venue-payment-terms.queries';

const settingsColumns = {
  invoicePrefix: supplierInvoiceSettings.invoicePrefix,
  adjustmentNotePrefix: supplierInvoiceSettings.adjustmentNotePrefix,
  issueOn: supplierInvoiceSettings.issueOn,
  termsKind: supplierInvoiceSettings.termsKind,
  termsDays: supplierInvoiceSettings.termsDays,
  mailStatements: supplierInvoiceSettings.mailStatements,
};

/** The supplier's invoice settings row; undefined = it never changed them (the defaults). */
export async function findInvoiceSettings(db: Database, supplierId: string) {
  const [row] = await db.select(settingsColumns).from(supplierInvoiceSettings).where(eq(supplierInvoiceSettings.supplierId, supplierId));
  return row;
}

export async function upsertInvoiceSettings(db: Database, supplierId: string, values: Partial<Omit<SettingsRow, 'supplierId'>>) {
  await db
    .insert(supplierInvoiceSettings)
    .values({ supplierId, ...values })
    .onConflictDoUpdate({ target: supplierInvoiceSettings.supplierId, set: { ...values, updatedAt: sql`now()` } });
}

export async function listVenueTerms(db: Database, supplierId: string) {
  return db
    .select({
      venueId: supplierVenuePaymentTerms.venueId,
      venueName: organisations.name,
      termsKind: supplierVenuePaymentTerms.termsKind,
      termsDays: supplierVenuePaymentTerms.termsDays,
    })
    .from(supplierVenuePaymentTerms)
    .innerJoin(organisations, eq(organisations.id, supplierVenuePaymentTerms.venueId))
    .where(eq(supplierVenuePaymentTerms.supplierId, supplierId))
    .orderBy(asc(organisations.name), asc(supplierVenuePaymentTerms.venueId));
}

/** A venue by id (any status): terms may be set for a venue that is suspended for now. */
export async function findVenueName(db: Database, venueId: string) {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, venueId), eq(organisations.type, 'venue')));
  return row?.name;
}
