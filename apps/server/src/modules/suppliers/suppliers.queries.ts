import { sql } from 'drizzle-orm';
import type { OrganisationListQuery } from '@tapline/contracts';
import { organisations, products, type Database } from '@tapline/db';
import { publicContactColumns, orderingRuleColumns, publicProfileColumns } from '../shared/organisation-conditions.queries';
import { findActiveOrganisation, listActiveOrganisations } from '../shared/public-organisations.queries';

const activeProductCount = sql<number>`(select count(*) from ${products} p where p.supplier_id = ${organisations.id} and p.status = 'active')`.mapWith(
  Number,
);

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
