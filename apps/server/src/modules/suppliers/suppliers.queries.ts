import { and, asc, eq, sql } from 'drizzle-orm';
import { organisations, products, type Database } from '@tapline/db';
import { organisationMatch, organisationSearch, physical, physicalJoin } from '../shared/organisation-conditions.queries';

const activeProductCount = sql<number>`(select count(*) from ${products} p where p.supplier_id = ${organisations.id} and p.status = 'active')`.mapWith(
  Number,
);

const supplierColumns = {
  id: organisations.id,
  slug: organisations.slug,
  name: organisations.name,
  description: organisations.description,
  logoUrl: organisations.logoUrl,
  suburb: physical.suburb,
  state: physical.state,
  productCount: activeProductCount,
};

export async function listPublicSuppliers(
  db: Database,
  options: { q?: string | undefined; limit: number; offset: number },
) {
  return db
    .select({ ...supplierColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(and(eq(organisations.type, 'supplier'), eq(organisations.status, 'active'), organisationSearch(options.q)))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function findPublicSupplier(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({
      ...supplierColumns,
      contactEmail: organisations.contactEmail,
      contactPhone: organisations.contactPhone,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
      minimumOrderCents: organisations.minimumOrderCents,
      deliveryWeekdays: organisations.deliveryWeekdays,
      orderCutoffTime: organisations.orderCutoffTime,
      leadDays: organisations.leadDays,
    })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(organisationMatch('supplier', idOrSlug));
  return row;
}
