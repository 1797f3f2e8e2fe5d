import { PAGE_SIZE_MAX, PriceList, PriceListList, TradeAccountList, type PriceListInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';
import { priceListKeys } from './price-list-keys';

const listsPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/price-lists`;
const listPath = (priceListId: string) => `/api/price-lists/${encodeURIComponent(priceListId)}`;

/** GET /api/suppliers/{id}/price-lists: the supplier's price lists, each with its prices and how many accounts name it. */
export const priceListsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: priceListKeys.list(supplierId),
    queryFn: ({ signal }) => apiGet(listsPath(supplierId), import.meta.env.DEV ? PriceListList : false, { signal }),
  });

/** GET /api/price-lists/{id} (another supplier's answers 404). */
export const priceListQueryOptions = (supplierId: string, priceListId: string) =>
  queryOptions({
    queryKey: priceListKeys.detail(supplierId, priceListId),
    queryFn: ({ signal }) => apiGet(listPath(priceListId), import.meta.env.DEV ? PriceList : false, { signal }),
  });

/** Create (no id) or replace a price list, with all its prices (owners and admins); answers the list as saved. */
export function useSavePriceList(supplierId: string, priceListId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceListInput) =>
      priceListId
        ? apiRequest('PUT', listPath(priceListId), import.meta.env.DEV ? PriceList : false, { body: input })
        : apiRequest('POST', listsPath(supplierId), import.meta.env.DEV ? PriceList : false, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(priceListKeys.detail(supplierId, saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceListKeys.list(supplierId) }),
  });
}

/** Deletes a price list no account names (409 `conflict` when one does, naming them). */
export function useDeletePriceList(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceListId: string) => apiCommand('DELETE', listPath(priceListId)),
    onSuccess: (_, priceListId) => queryClient.removeQueries({ queryKey: priceListKeys.detail(supplierId, priceListId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceListKeys.list(supplierId) }),
  });
}

/**
 * The venues whose trade account names the list (up to a page of accounts): what a refused delete names. The supplier's
 * accounts are read, as its trade accounts' page reads them.
 */
export async function venuesOnList(supplierId: string, priceListId: string): Promise<string[]> {
  const accounts = await apiGet(
    `/api/suppliers/${encodeURIComponent(supplierId)}/trade-accounts`,
    import.meta.env.DEV ? TradeAccountList : false,
    {
      query: { pageSize: PAGE_SIZE_MAX },
    },
  );
  return accounts.items.filter((account) => account.priceList?.id === priceListId).map((account) => account.venue.name);
}
