import { asc, eq, sql } from 'drizzle-orm';
import { addresses, organisations, organisationSlugHistory, type Database } from '@tapline/db';
import {
  addressColumns,
  contactColumns,
  orderingRuleColumns,
  organisationRefColumns,
  organisationStandingColumns,
  publicContactColumns,
} from '../../shared/organisation-conditions.queries';

export async function loadOrganisationSettings(db: Database, organisationId: string) {
  const [organisation] = await db
    .select({
      ...organisationRefColumns,
      description: organisations.description,
      logoUrl: organisations.logoUrl,
      ...contactColumns,
      ...publicContactColumns,
      ...organisationStandingColumns,
      venueKind: organisations.venueKind,
      openingHours: organisations.openingHours,
      abn: organisations.abn,
      ...orderingRuleColumns,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const addressRows = await db
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.organisationId, organisationId))
    .orderBy(asc(addresses.kind));
  return organisation ? { ...organisation, addresses: addressRows } : undefined;
}

/**
 * The organisation's current slug, its row locked until the transaction ends: changes of one organisation's
 * settings run one after another, so each one retires the slug the previous one set (docs/decisions/0054).
 */
export async function lockOrganisationSlug(db: Database, organisationId: string): Promise<string | undefined> {
  const [row] = await db.select({ slug: organisations.slug }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
  return row?.slug;
}

export async function retireSlug(db: Database, organisationId: string, oldSlug: string, newSlug: string) {
  await db.delete(organisationSlugHistory).where(eq(organisationSlugHistory.slug, newSlug));
  await db
    .insert(organisationSlugHistory)
    .values({ slug: oldSlug, organisationId })
    .onConflictDoUpdate({ target: organisationSlugHistory.slug, set: { organisationId, retiredAt: sql`now()` } });
}

export async function updateOrganisation(db: Database, organisationId: string, values: Partial<typeof organisations.$inferInsert>) {
  await db
    .update(organisations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

export async function replaceAddresses(
  db: Database,
  organisationId: string,
  values: Omit<typeof addresses.$inferInsert, 'organisationId' | 'id'>[],
) {
  await db.delete(addresses).where(eq(addresses.organisationId, organisationId));
  if (values.length > 0) await db.insert(addresses).values(values.map((address) => ({ ...address, organisationId })));
}
