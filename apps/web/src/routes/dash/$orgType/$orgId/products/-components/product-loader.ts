import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueProductQueryOptions } from '@/features/catalogue';
import { isNotFound } from '@/lib/api-client';

/** Loads the product the address names (uuid, slug or an old slug); another supplier's or a missing one is the not-found page. */
export async function loadCatalogueProduct(queryClient: QueryClient, supplierId: string, productId: string) {
  try {
    return await queryClient.ensureQueryData(catalogueProductQueryOptions(supplierId, productId));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
