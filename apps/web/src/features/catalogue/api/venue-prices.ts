import { VenuePriceList, type VenuePricesInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';
import { catalogueKeys, invalidateCatalogue } from '../catalogue-keys';

const pricesPath = (supplierId: string, venueId: string) =>
  `/api/suppliers/${encodeURIComponent(supplierId)}/venues/${encodeURIComponent(venueId)}/prices`;

/** The supplier's SKUs with list price and the venue's own price (decision 0068). */
export const venuePricesQueryOptions = (supplierId: string, venueId: string) =>
  queryOptions({
    queryKey: catalogueKeys.venuePrices(supplierId, venueId),
    queryFn: ({ signal }) => apiGet(pricesPath(supplierId, venueId), VenuePriceList, { signal }),
  });

export function useVenuePrices(supplierId: string, venueId: string) {
  return useSuspenseQuery(venuePricesQueryOptions(supplierId, venueId)).data;
}

/** Sets these prices (the venue's others stay); all or nothing. Answers the new list. */
export function useSetVenuePrices(supplierId: string, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VenuePricesInput) => apiRequest('PUT', pricesPath(supplierId, venueId), VenuePriceList, { body: input }),
    onSuccess: (list) => queryClient.setQueryData(catalogueKeys.venuePrices(supplierId, venueId), list),
    onSettled: () => invalidateCatalogue(queryClient, supplierId),
  });
}

/** The venue pays the list price for this SKU again. */
export function useClearVenuePrice(supplierId: string, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skuId: string) => apiCommand('DELETE', `${pricesPath(supplierId, venueId)}/${encodeURIComponent(skuId)}`),
    onSettled: () => invalidateCatalogue(queryClient, supplierId),
  });
}
