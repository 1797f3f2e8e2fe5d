import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { memberships, onTapEntries, organisations, products, profiles, skus } from '../schema';

let sequence = 0;
/** unique within a run and across parallel files */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 8)}`;
}

type OrganisationInsert = typeof organisations.$inferInsert;

export async function createSupplier(db: Database, overrides: Partial<OrganisationInsert> = {}) {
  const slug = overrides.slug ?? unique('supplier');
  const [row] = await db
    .insert(organisations)
    .values({ type: 'supplier', slug, name: `Supplier ${slug}`, ...overrides })
    .returning();
  return row!;
}

export async function createVenue(db: Database, overrides: Partial<OrganisationInsert> = {}) {
  const slug = overrides.slug ?? unique('venue');
  const [row] = await db
    .insert(organisations)
    .values({ type: 'venue', slug, name: `Venue ${slug}`, venueKind: 'bar', ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  db: Database,
  values: { supplierId: string } & Partial<typeof products.$inferInsert>,
) {
  const slug = values.slug ?? unique('product');
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${slug}`, style: 'Pale Ale', status: 'active', ...values, slug })
    .returning();
  return row!;
}

export async function createSku(
  db: Database,
  values: { productId: string; supplierId: string } & Partial<typeof skus.$inferInsert>,
) {
  const [row] = await db
    .insert(skus)
    .values({ code: unique('SKU').toUpperCase(), name: '50 L keg', unitPriceCents: 30000, ...values })
    .returning();
  return row!;
}

export async function createProfile(db: Database, overrides: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(profiles)
    .values({ id: randomUUID(), email: `${unique('person')}@example.test`, name: 'Test Person', ...overrides })
    .returning();
  return row!;
}

export async function createMembership(db: Database, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  return row!;
}

export async function createOnTapEntry(
  db: Database,
  values: { venueId: string; productId: string } & Partial<typeof onTapEntries.$inferInsert>,
) {
  const [row] = await db.insert(onTapEntries).values({ tapNumber: 1, ...values }).returning();
  return row!;
}

export async function makePlatformAdmin(db: Database, profileId: string) {
  await db.update(profiles).set({ isPlatformAdmin: true }).where(eq(profiles.id, profileId));
}
