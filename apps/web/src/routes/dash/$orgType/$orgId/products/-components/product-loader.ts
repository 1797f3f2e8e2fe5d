import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueProductQueryOptions } from '@/features/catalogue';
import type { OrganisationKey } from '@/features/organisations';
import { isNotFound } from '@/lib/api-client';

/** What a dashboard page's loader has in its context: the query client, and the supplier the dashboard resolved. */
interface SupplierContext {
  queryClient: QueryClient;
  organisation: OrganisationKey;
}

/** Loads the product the address names (uuid, slug or an old slug), with its SKUs: what a product's SKU pages show. */
export function loadProductSkus({ queryClient, organisation }: SupplierContext, productId: string) {
  return queryClient.ensureQueryData(catalogueProductQueryOptions(organisation.id, productId));
}

/** As loadProductSkus, for the product's own pages: another supplier's or a missing one is the not-found page. */
export async function loadCatalogueProduct(context: SupplierContext, productId: string) {
  try {
    return await loadProductSkus(context, productId);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
