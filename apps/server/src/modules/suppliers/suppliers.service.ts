import type {
  OrganisationListQuery,
  Paginated,
  ProductList,
  ProductListQuery,
  SupplierDetail,
  SupplierSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../errors/app-error';
import {
  countPublicOrganisations,
  findPublicOrganisationRef,
  listPublicAddresses,
} from '../organisations/organisations.queries';
import { searchProducts } from '../products/products.service';
import { offsetOf } from '../shared/pagination';
import { findPublicSupplier, listPublicSuppliers } from './suppliers.queries';

export async function listSuppliers(db: Database, query: OrganisationListQuery): Promise<Paginated<SupplierSummary>> {
  const q = query.q || undefined;
  const rows = await listPublicSuppliers(db, { q, limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) });
  const total = rows[0]?.total ?? (query.page > 1 ? await countPublicOrganisations(db, 'supplier', q) : 0);
  return { items: rows.map(({ total: _total, ...supplier }) => supplier), page: query.page, pageSize: query.pageSize, total };
}

export async function getSupplier(db: Database, idOrSlug: string): Promise<SupplierDetail> {
  const supplier = await findPublicSupplier(db, idOrSlug);
  if (!supplier) throw AppError.notFound('Supplier');
  const { currency, minimumOrderCents, deliveryWeekdays, orderCutoffTime, leadDays, ...profile } = supplier;
  return {
    ...profile,
    addresses: await listPublicAddresses(db, supplier.id),
    orderingRules: {
      minimumOrderCents,
      deliveryWeekdays: [...(deliveryWeekdays ?? [])].sort((a, b) => a - b),
      orderCutoffTime,
      leadDays,
      currency,
    },
  };
}

export async function listSupplierProducts(db: Database, idOrSlug: string, query: ProductListQuery): Promise<ProductList> {
  const supplier = await findPublicOrganisationRef(db, 'supplier', idOrSlug);
  if (!supplier) throw AppError.notFound('Supplier');
  return searchProducts(db, query, { supplierId: supplier.id });
}
