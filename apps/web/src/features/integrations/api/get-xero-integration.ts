import { AccountingSyncRecordList, XeroIntegration, XeroIntegrationOptions } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { organisationApiPath, type OrganisationKey } from '@/features/organisations';
import { apiGet } from '@/lib/api-client';
import { PENDING_POLL_MS } from './get-order-accounting';
import { integrationKeys } from './integration-keys';

/** `/api/{venues|suppliers}/{id}/integrations/xero…` */
export function xeroApiPath(organisation: OrganisationKey, rest = ''): string {
  return `${organisationApiPath(organisation)}/integrations/xero${rest}`;
}

/** GET …/integrations/xero: the connection as any member sees it, with what the caller may do. */
export const xeroIntegrationQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: integrationKeys.xero(organisation.id),
    queryFn: ({ signal }) => apiGet(xeroApiPath(organisation), import.meta.env.DEV ? XeroIntegration : false, { signal }),
  });

/** GET …/integrations/xero/options: the connected Xero organisation's accounts and tax rates (owners and admins). */
export const xeroOptionsQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: integrationKeys.xeroOptions(organisation.id),
    queryFn: ({ signal }) =>
      apiGet(xeroApiPath(organisation, '/options'), import.meta.env.DEV ? XeroIntegrationOptions : false, { signal }),
    // Xero's chart of accounts rarely changes while the page is open; each call counts against Xero's limits
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** GET …/integrations/xero/sync-records: the newest orders sent to Xero (at most 50), any member. */
export const syncRecordsQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: integrationKeys.syncRecords(organisation.id),
    queryFn: ({ signal }) =>
      apiGet(xeroApiPath(organisation, '/sync-records'), import.meta.env.DEV ? AccountingSyncRecordList : false, { signal }),
    // sends happen in the background: fresh when someone comes back to the page, and asked again while one is under way
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.items.some((record) => record.state === 'pending') ? PENDING_POLL_MS : false),
  });
