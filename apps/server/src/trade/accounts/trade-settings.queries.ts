import { eq, sql } from 'drizzle-orm';
import { organisations, supplierTradeSettings, type Database } from '@tapline/db';
import { organisationMatch } from '../../shared/organisation-conditions.queries';

// A supplier's rule and terms for trade accounts (decision 0169): one row once it set them.

const settingsColumns = {
  accountsRequired: supplierTradeSettings.accountsRequired,
  terms: supplierTradeSettings.terms,
  termsVersion: supplierTradeSettings.termsVersion,
};

/** The supplier's settings row; undefined = it never set them (any venue, no terms, version 1). */
export async function findTradeSettings(db: Database, supplierId: string) {
  const [row] = await db.select(settingsColumns).from(supplierTradeSettings).where(eq(supplierTradeSettings.supplierId, supplierId));
  return row;
}

/**
 * Writes the settings in one statement; the version goes up by one whenever the text of the terms changes (from the
 * empty terms of a supplier that had none, the first text is version 2), so an application names what it accepted.
 */
export async function upsertTradeSettings(db: Database, supplierId: string, values: { accountsRequired: boolean; terms: string }) {
  const [row] = await db
    .insert(supplierTradeSettings)
    .values({ supplierId, ...values, termsVersion: values.terms === '' ? 1 : 2 })
    .onConflictDoUpdate({
      target: supplierTradeSettings.supplierId,
      set: {
        accountsRequired: values.accountsRequired,
        terms: values.terms,
        termsVersion: sql`case when ${supplierTradeSettings.terms} = excluded.terms then ${supplierTradeSettings.termsVersion} else ${supplierTradeSettings.termsVersion} + 1 end`,
        updatedAt: sql`now()`,
      },
    })
    .returning(settingsColumns);
  return row!;
}

/** An active supplier, by uuid or slug, as an application or a standing names it. */
export async function findActiveSupplier(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name, logoUrl: organisations.logoUrl })
    .from(organisations)
    .where(organisationMatch('supplier', idOrSlug));
  return row;
}
