import { AccountingSyncRecord, XeroConnectStart, XeroIntegration, type XeroIntegrationSettingsInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiRequest } from '@/lib/api-client';
import { xeroApiPath } from './get-xero-integration';
import { integrationKeys } from './integration-keys';

/**
 * POST …/integrations/xero/connect (owners and admins): the answer is Xero's consent page, where the browser goes
 * next; Xero sends it back to /auth/xero/callback.
 */
export function useConnectXero(organisation: OrganisationKey) {
  return useMutation({
    mutationFn: () => apiRequest('POST', xeroApiPath(organisation, '/connect'), import.meta.env.DEV ? XeroConnectStart : false),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
}

/** PUT …/integrations/xero/settings: the account, tax type, draft or approved, and (suppliers) when to send. */
export function useUpdateXeroSettings(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: XeroIntegrationSettingsInput) =>
      apiRequest('PUT', xeroApiPath(organisation, '/settings'), import.meta.env.DEV ? XeroIntegration : false, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.xero(organisation.id), saved),
  });
}

/** DELETE …/integrations/xero: Tapline lets go of the Xero organisation (the records stay, for the list). */
export function useDisconnectXero(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', xeroApiPath(organisation), import.meta.env.DEV ? XeroIntegration : false),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.xero(organisation.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.xero(organisation.id) }),
  });
}

/**
 * POST …/sync-records/{recordId}/retry (owners and admins): a failed order is queued again. The list and the
 * order's own Xero section both refetch.
 */
export function useRetrySyncRecord(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: Pick<AccountingSyncRecord, 'id' | 'supplierOrderId'>) =>
      apiRequest(
        'POST',
        xeroApiPath(organisation, `/sync-records/${encodeURIComponent(record.id)}/retry`),
        import.meta.env.DEV ? AccountingSyncRecord : false,
      ),
    onSettled: (_answer, _error, record) => {
      void queryClient.invalidateQueries({ queryKey: integrationKeys.syncRecords(organisation.id) });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.orderAccounting(record.supplierOrderId) });
    },
  });
}
