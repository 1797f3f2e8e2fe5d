import { ProductList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryOf, venuePriced, type ProductSearch } from '@/features/products';
import { pricingVenueId } from '@/features/session';
import { publicApiPath, type OrganisationType } from '../organisation-types';

/** A supplier's catalogue or what a venue pours, with the same search, tags and sort as /products. */
function getOrganisationProducts(type: OrganisationType, id: string, search: ProductSearch, signal?: AbortSignal, venueId?: string) {
  return apiGet(`${publicApiPath(type, id)}/products`, import.meta.env.DEV ? ProductList : false, {
    query: { ...apiQueryOf(search), venueId },
    signal,
  });
}

/** "From" prices are the acting venue's where the supplier set them (decisions 0069, 0079). */
export const organisationProductsQueryOptions = (
  type: OrganisationType,
  id: string,
  search: ProductSearch,
  venueId: string | null = pricingVenueId(),
) =>
  queryOptions({
    queryKey: [`${type}s`, 'detail', id, 'products', apiQueryOf(search), { venueId }],
    queryFn: ({ signal }) => venuePriced(venueId, (pricing) => getOrganisationProducts(type, id, search, signal, pricing)),
  });

export const useOrganisationProducts = (type: OrganisationType, id: string, search: ProductSearch) =>
  useSuspenseQuery(organisationProductsQueryOptions(type, id, search));
