import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrganisationListQuery } from '@tapline/contracts';
import { organisations, products, type Database } from '@tapline/db';
import {
  orderingRuleColumns,
  physical,
  physicalJoin,
  publicContactColumns,
  publicProfileColumns,
} from '../../shared/organisation-conditions.queries';
import { findActiveOrganisation, listActiveOrganisations } from '../../shared/public-organisations.queries';

const activeProductCount =
  sql<number>`(select count(*) from ${products} p where p.supplier_id = ${organisations.id} and p.status = 'active')`.mapWith(Number);

const supplierColumns = {
  ...publicProfileColumns,
  productCount: activeProductCount,
};

export async function listPublicSuppliers(db: Database, query: OrganisationListQuery) {
  return listActiveOrganisations(db, 'supplier', supplierColumns, query);
}

export async function findPublicSupplier(db: Database, idOrSlug: string) {
  return findActiveOrganisation(db, 'supplier', idOrSlug, { ...supplierColumns, ...publicContactColumns, ...orderingRuleColumns });
}

/**
 * Active suppliers with a published product, for a new venue to browse first (decision 0137): those whose physical
 * address is in `state` first, then those with the most published products, then by name.
 */
export async function listSuppliersToBrowse(db: Database, state: string | null, limit: number) {
  return db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      suburb: physical.suburb,
      productCount: activeProductCount,
    })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(
      and(
        eq(organisations.type, 'supplier'),
        eq(organisations.status, 'active'),
        sql`exists (select 1 from ${products} p where p.supplier_id = ${organisations.id} and p.status = 'active')`,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${physical.state} = ${state}, false)`),
      desc(activeProductCount),
      asc(organisations.name),
      asc(organisations.id),
    )
    .limit(limit);
}
