import { XeroBackfillPreview, XeroBackfillResult } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiGet, apiRequest } from '@/lib/api-client';
import { xeroApiPath } from './get-xero-integration';
import { integrationKeys } from './integration-keys';

/** GET …/integrations/xero/backfill?days=N (owners and admins): how many earlier orders a send would queue now. */
export const xeroBackfillQueryOptions = (organisation: OrganisationKey, days: number) =>
  queryOptions({
    queryKey: integrationKeys.backfill(organisation.id, days),
    queryFn: ({ signal }) =>
      apiGet(xeroApiPath(organisation, `/backfill?days=${days}`), import.meta.env.DEV ? XeroBackfillPreview : false, { signal }),
    staleTime: 10_000,
  });

/**
 * POST …/integrations/xero/backfill {days}: the orders are queued as every sync is; the list of syncs shows them
 * arrive, and every count is asked again (nothing is left to send for the windows they fall in).
 */
export function useSendEarlierOrders(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      apiRequest('POST', xeroApiPath(organisation, '/backfill'), import.meta.env.DEV ? XeroBackfillResult : false, { body: { days } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...integrationKeys.xero(organisation.id), 'backfill'] });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.syncRecords(organisation.id) });
    },
  });
}
