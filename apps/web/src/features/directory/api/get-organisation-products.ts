import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, type ProductSearch } from '@/features/products';
import { publicApiPath, type OrganisationType } from '../organisation-types';

/** A supplier's catalogue or what a venue pours, with the same search, tags and sort as /products. */
export function getOrganisationProducts(type: OrganisationType, id: string, search: ProductSearch, signal?: AbortSignal) {
  return apiGet(`${publicApiPath(type, id)}/products`, ProductList, { query: apiQueryOf(search), signal });
}

export const organisationProductsQueryOptions = (type: OrganisationType, id: string, search: ProductSearch) =>
  queryOptions({
    queryKey: [`${type}s`, 'detail', id, 'products', apiQueryOf(search)],
    queryFn: ({ signal }) => getOrganisationProducts(type, id, search, signal),
  });

export const useOrganisationProducts = (type: OrganisationType, id: string, search: ProductSearch) =>
  useSuspenseQuery(organisationProductsQueryOptions(type, id, search));
