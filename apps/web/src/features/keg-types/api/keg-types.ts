import { KegSettings, KegType, KegTypeList, KegTypeRemoval, type KegTypeInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

/**
 * One key factory for a supplier's keg types and keg settings (docs/conventions.md, Query keys and identity). The SKU
 * editors read the same list, so a change here shows in their Keg select.
 */
const kegKeys = {
  types: (supplierId: string) => ['keg-types', supplierId] as const,
  settings: (supplierId: string) => ['keg-settings', supplierId] as const,
};

const typesPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/keg-types`;
const typePath = (kegTypeId: string) => `/api/keg-types/${encodeURIComponent(kegTypeId)}`;
const settingsPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/keg-settings`;

/** GET /api/suppliers/{id}/keg-types: unarchived first, by name. */
export const kegTypesQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: kegKeys.types(supplierId),
    queryFn: ({ signal }) => apiGet(typesPath(supplierId), import.meta.env.DEV ? KegTypeList : false, { signal }),
  });

/** GET /api/suppliers/{id}/keg-settings: days to collect empties and days a keg may be out. */
export const kegSettingsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: kegKeys.settings(supplierId),
    queryFn: ({ signal }) => apiGet(settingsPath(supplierId), import.meta.env.DEV ? KegSettings : false, { signal }),
  });

/** Add (no id) or change a keg type (owners and admins). */
export function useSaveKegType(supplierId: string, kegTypeId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KegTypeInput) =>
      kegTypeId
        ? apiRequest('PUT', typePath(kegTypeId), import.meta.env.DEV ? KegType : false, { body: input })
        : apiRequest('POST', typesPath(supplierId), import.meta.env.DEV ? KegType : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kegKeys.types(supplierId) }),
  });
}

/** Delete a keg type nothing names, else archive it: the answer says which. */
export function useRemoveKegType(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kegTypeId: string) => apiRequest('DELETE', typePath(kegTypeId), import.meta.env.DEV ? KegTypeRemoval : false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kegKeys.types(supplierId) }),
  });
}

export function useSaveKegSettings(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KegSettings) =>
      apiRequest('PUT', settingsPath(supplierId), import.meta.env.DEV ? KegSettings : false, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(kegKeys.settings(supplierId), saved),
  });
}
