import { ApiKeyList, CreatedApiKey, type CreateApiKeyInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';

// An organisation's API keys (decision 0195): listed, made (the secret in that one answer) and revoked.

const apiKeysKey = (organisation: OrganisationKey) => ['api-keys', organisation.type, organisation.id] as const;
const keysPath = (organisation: OrganisationKey) => `/api/${organisation.type}s/${encodeURIComponent(organisation.id)}/api-keys`;

/** GET /api/{venues|suppliers}/{id}/api-keys: the keys not revoked, newest first. */
export const apiKeysQueryOptions = (organisation: OrganisationKey) =>
  queryOptions({
    queryKey: apiKeysKey(organisation),
    queryFn: ({ signal }) => apiGet(keysPath(organisation), import.meta.env.DEV ? ApiKeyList : false, { signal }),
  });

/** A new key: the answer carries its secret, shown once. */
export function useCreateApiKey(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      apiRequest('POST', keysPath(organisation), import.meta.env.DEV ? CreatedApiKey : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(organisation) }),
  });
}

/** Revoke: refused from its next call on. */
export function useRevokeApiKey(organisation: OrganisationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiCommand('DELETE', `${keysPath(organisation)}/${encodeURIComponent(keyId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(organisation) }),
  });
}
