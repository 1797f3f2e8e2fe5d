import {
  KegCollection,
  KegCollectionList,
  KegCollectionsToDo,
  VenueKegCollections,
  type KegCollectionDirectInput,
  type KegCollectionRecordInput,
  type KegCollectionRequestInput,
} from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

/**
 * One key factory for keg collections (docs/conventions.md, Query keys and identity), under the organisation whose
 * page reads them. Every change refetches everything under `all`: a recording moves a request from one list to the
 * other, changes balances and makes notes.
 */
export const collectionKeys = {
  all: ['keg-collections'] as const,
  venue: (venueId: string) => [...collectionKeys.all, venueId, 'venue'] as const,
  toDo: (supplierId: string) => [...collectionKeys.all, supplierId, 'to-do'] as const,
  history: (side: 'venues' | 'suppliers', organisationId: string) => [...collectionKeys.all, organisationId, 'history', side] as const,
};

const enc = encodeURIComponent;

/** GET /api/venues/{id}/keg-collections: per supplier, the kegs held, empties waiting, the open request and its days. */
export const venueKegCollectionsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: collectionKeys.venue(venueId),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${enc(venueId)}/keg-collections`, import.meta.env.DEV ? VenueKegCollections : false, { signal }),
  });

/** GET /api/suppliers/{id}/keg-collections/to-do: the requests by delivery day, and the venues holding its kegs. */
export const kegCollectionsToDoQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: collectionKeys.toDo(supplierId),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${enc(supplierId)}/keg-collections/to-do`, import.meta.env.DEV ? KegCollectionsToDo : false, { signal }),
  });

/** The side's past collections, newest first (a venue's cancelled ones too): the latest page. */
export const kegCollectionHistoryQueryOptions = (side: 'venues' | 'suppliers', organisationId: string) =>
  queryOptions({
    queryKey: collectionKeys.history(side, organisationId),
    queryFn: ({ signal }) =>
      apiGet(
        side === 'venues'
          ? `/api/venues/${enc(organisationId)}/keg-collections/history`
          : `/api/suppliers/${enc(organisationId)}/keg-collections`,
        import.meta.env.DEV ? KegCollectionList : false,
        { signal, query: { pageSize: 20 } },
      ),
  });

function useRefetchCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

/** POST /api/venues/{id}/keg-collections (any member): the request, new or replacing the open one. */
export function useAskForCollection(venueId: string) {
  const refetch = useRefetchCollections();
  return useMutation({
    mutationFn: (input: KegCollectionRequestInput) =>
      apiRequest('POST', `/api/venues/${enc(venueId)}/keg-collections`, import.meta.env.DEV ? KegCollection : false, { body: input }),
    onSettled: refetch,
  });
}

/** POST /api/keg-collections/{id}/cancel (any member of the venue). */
export function useCancelCollection() {
  const refetch = useRefetchCollections();
  return useMutation({
    mutationFn: (collectionId: string) =>
      apiRequest('POST', `/api/keg-collections/${enc(collectionId)}/cancel`, import.meta.env.DEV ? KegCollection : false),
    onSettled: refetch,
  });
}

/** Record what the driver took: against a request at its version, or with none (a swap at a delivery). */
export function useRecordCollection(supplierId: string) {
  const refetch = useRefetchCollections();
  return useMutation({
    mutationFn: (record: ({ collectionId: string } & KegCollectionRecordInput) | KegCollectionDirectInput) =>
      'collectionId' in record
        ? apiRequest('POST', `/api/keg-collections/${enc(record.collectionId)}/record`, import.meta.env.DEV ? KegCollection : false, {
            body: { version: record.version, kegs: record.kegs, override: record.override },
          })
        : apiRequest('POST', `/api/suppliers/${enc(supplierId)}/keg-collections`, import.meta.env.DEV ? KegCollection : false, {
            body: record,
          }),
    onSettled: refetch,
  });
}
