import {
  BulkProductStatusResult,
  CatalogueProduct,
  CatalogueProductList,
  type BulkProductStatus,
  type ProductAction,
  type NewProductInput,
  type ProductSaveInput,
} from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { catalogueKeys, invalidateCatalogue } from '../catalogue-keys';
import { catalogueQueryOf, type CatalogueSearch } from '../catalogue-search';

const supplierPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}`;
const productPath = (supplierId: string, productId: string) => `${supplierPath(supplierId)}/products/${encodeURIComponent(productId)}`;

export const catalogueListQueryOptions = (supplierId: string, search: CatalogueSearch) => {
  const query = catalogueQueryOf(search);
  return queryOptions({
    queryKey: catalogueKeys.list(supplierId, query),
    queryFn: ({ signal }) => apiGet(`${supplierPath(supplierId)}/catalogue`, CatalogueProductList, { query, signal }),
  });
};
export const useCatalogueList = (supplierId: string, search: CatalogueSearch) =>
  useSuspenseQuery(catalogueListQueryOptions(supplierId, search));

/** `productId`: the uuid or slug in the address (an old slug too: the answer names the current one). */
export const catalogueProductQueryOptions = (supplierId: string, productId: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(supplierId, productId),
    queryFn: ({ signal }) => apiGet(productPath(supplierId, productId), CatalogueProduct, { signal }),
  });
export const useCatalogueProduct = (supplierId: string, productId: string) =>
  useSuspenseQuery(catalogueProductQueryOptions(supplierId, productId));

export function useCreateProduct(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProductInput) => apiRequest('POST', `${supplierPath(supplierId)}/products`, CatalogueProduct, { body }),
    onSuccess: () => invalidateCatalogue(queryClient, supplierId),
  });
}

export function useUpdateProduct(supplierId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductSaveInput) => apiRequest('PATCH', productPath(supplierId, productId), CatalogueProduct, { body }),
    onSuccess: () => invalidateCatalogue(queryClient, supplierId),
  });
}

export function useProductAction(supplierId: string, productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProductAction) => apiRequest('POST', `${productPath(supplierId, productId)}/${action}`, CatalogueProduct),
    onSuccess: () => invalidateCatalogue(queryClient, supplierId),
  });
}

export function useBulkProductStatus(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkProductStatus) =>
      apiRequest('POST', `${supplierPath(supplierId)}/products/bulk-status`, BulkProductStatusResult, { body }),
    onSuccess: () => invalidateCatalogue(queryClient, supplierId),
  });
}
