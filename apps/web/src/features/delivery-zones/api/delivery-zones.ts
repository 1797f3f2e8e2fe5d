import { DeliveryZone, DeliveryZoneList, type DeliveryZoneInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';

/**
 * One key factory for a supplier's delivery zones (docs/conventions.md, Query keys and identity). A zone's page reads
 * the list (there is no GET of one zone), so every change refetches it.
 */
const zoneKeys = {
  all: (supplierId: string) => ['delivery-zones', supplierId] as const,
};

const zonesPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/delivery-zones`;
const zonePath = (zoneId: string) => `/api/delivery-zones/${encodeURIComponent(zoneId)}`;

/** GET /api/suppliers/{id}/delivery-zones: the supplier's zones with their days, fees and localities. */
export const deliveryZonesQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: zoneKeys.all(supplierId),
    queryFn: ({ signal }) => apiGet(zonesPath(supplierId), import.meta.env.DEV ? DeliveryZoneList : false, { signal }),
  });

/** Create (no id) or replace a zone (owners and admins); 409 when a locality is in another of the supplier's zones. */
export function useSaveZone(supplierId: string, zoneId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryZoneInput) =>
      zoneId
        ? apiRequest('PUT', zonePath(zoneId), import.meta.env.DEV ? DeliveryZone : false, { body: input })
        : apiRequest('POST', zonesPath(supplierId), import.meta.env.DEV ? DeliveryZone : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zoneKeys.all(supplierId) }),
  });
}

export function useDeleteZone(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zoneId: string) => apiCommand('DELETE', zonePath(zoneId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zoneKeys.all(supplierId) }),
  });
}
