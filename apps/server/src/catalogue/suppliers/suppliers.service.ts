import type { OrganisationListQuery, Paginated, ProductList, ProductListQuery, SupplierDetail, SupplierSummary } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, listPublicAddresses, requireOrganisationAccess, requirePublicOrganisation } from '../../identity';
import { AppError } from '../../platform';
import { pricingVenueFor } from '../venue-prices/venue-prices.service';
import { searchProducts } from '../search/product-search.service';
import { findPublicSupplier, listPublicSuppliers } from './suppliers.queries';

// What other modules may read of suppliers: a new venue's first ones to browse (its overview's checklist).
export { listSuppliersToBrowse } from './suppliers.queries';

export async function listSuppliers(db: Database, query: OrganisationListQuery): Promise<Paginated<SupplierSummary>> {
  return listPublicSuppliers(db, query);
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

/**
 * The supplier's active products as venues see them. A suspended supplier is hidden from the public, but its own
 * members (and platform admins) still get its list: their Products page reads it (decision 0032).
 */
export async function listSupplierProducts(
  db: Database,
  viewer: ApiUser | null,
  idOrSlug: string,
  query: ProductListQuery,
): Promise<ProductList> {
  const own = viewer ? await supplierActedFor(db, viewer, idOrSlug) : undefined;
  const supplier = own ?? (await requirePublicOrganisation(db, 'supplier', idOrSlug));
  return searchProducts(db, query, {
    supplierId: supplier.id,
    anySupplierStatus: own !== undefined,
    pricingVenueId: await pricingVenueFor(db, viewer, query.venueId),
  });
}

/** The supplier when the viewer is one of its members or a platform admin, else undefined. */
async function supplierActedFor(db: Database, viewer: ApiUser, idOrSlug: string) {
  try {
    return (await requireOrganisationAccess(db, viewer, 'supplier', idOrSlug)).organisation;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}
