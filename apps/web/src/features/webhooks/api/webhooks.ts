import {
  WebhookCatalogue,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookRecovered,
  WebhookSecret,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrganisationKey } from '@/features/organisations';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';

// Settings → Developers → Webhooks (issue 40): an organisation's endpoints, their secrets and deliveries.

const webhookKeys = {
  endpoints: (organisation: OrganisationKey) => ['webhook-endpoints', organisation.type, organisation.id] as const,
  deliveries: (organisation: OrganisationKey, endpointId: string) =>
    ['webhook-deliveries', organisation.type, organisation.id, endpointId] as const,
  catalogue: ['webhook-event-types'] as const,
};

const endpointsPath = (organisation: OrganisationKey) =>
  `/api/${organisation.type}s/${encodeURIComponent(organisation.id)}/webhooks/endpoints`;
const endpointPath = (organisation: OrganisationKey, endpointId: string) =>
  `${endpointsPath(organisation)}/${encodeURIComponent(endpointId)}`;

export const webhookEndpointsQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: webhookKeys.endpoints(organisation),
    queryFn: ({ signal }) => apiGet(endpointsPath(organisation), import.meta.env.DEV ? WebhookEndpointList : false, { signal }),
  });

/** The endpoint's latest deliveries; looked at again every few seconds while one waits for an attempt. */
export const webhookDeliveriesQueryOptions = (organisation: OrganisationKey, endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(organisation, endpointId),
    queryFn: ({ signal }) =>
      apiGet(`${endpointPath(organisation, endpointId)}/deliveries`, import.meta.env.DEV ? WebhookDeliveryList : false, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'pending') ? 2000 : false),
  });

/** After the log was read again: the endpoints' status and success rate may have moved with it. */
export function useRefreshEndpointsWith(organisation: OrganisationKey, deliveriesReadAt: number) {
  const queryClient = useQueryClient();
  const { type, id } = organisation;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints({ type, id }) });
  }, [queryClient, type, id, deliveriesReadAt]);
}

export const webhookCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.catalogue,
    queryFn: ({ signal }) => apiGet('/api/webhooks/event-types', import.meta.env.DEV ? WebhookCatalogue : false, { signal }),
    staleTime: Infinity,
  });

export function useCreateWebhookEndpoint(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      apiRequest('POST', endpointsPath(organisation), import.meta.env.DEV ? WebhookEndpointCreated : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(organisation) }),
  });
}

export function useUpdateWebhookEndpoint(organisation: OrganisationKey, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointUpdate) =>
      apiRequest('PATCH', endpointPath(organisation, endpointId), import.meta.env.DEV ? WebhookEndpoint : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(organisation) }),
  });
}

export function useDeleteWebhookEndpoint(organisation: OrganisationKey, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCommand('DELETE', endpointPath(organisation, endpointId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(organisation) }),
  });
}

/** Reveal (GET) or rotate (POST) the secret: the answer is shown, never kept in the query cache. */
export function useWebhookSecret(organisation: OrganisationKey, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'reveal' | 'rotate') =>
      action === 'reveal'
        ? apiRequest('GET', `${endpointPath(organisation, endpointId)}/secret`, import.meta.env.DEV ? WebhookSecret : false)
        : apiRequest('POST', `${endpointPath(organisation, endpointId)}/rotate-secret`, import.meta.env.DEV ? WebhookSecret : false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(organisation) }),
  });
}

/** Send test, Resend one delivery, Recover since a moment: each queues deliveries, then the log is read again. */
export function useWebhookSend(organisation: OrganisationKey, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      what: { kind: 'test' } | { kind: 'resend'; deliveryId: string } | { kind: 'recover'; since: string },
    ): Promise<number | null> => {
      const base = endpointPath(organisation, endpointId);
      if (what.kind === 'test') await apiCommand('POST', `${base}/test`);
      else if (what.kind === 'resend') await apiCommand('POST', `${base}/deliveries/${encodeURIComponent(what.deliveryId)}/resend`);
      else
        return (
          await apiRequest('POST', `${base}/recover`, import.meta.env.DEV ? WebhookRecovered : false, { body: { since: what.since } })
        ).requeued;
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(organisation, endpointId) }),
  });
}
