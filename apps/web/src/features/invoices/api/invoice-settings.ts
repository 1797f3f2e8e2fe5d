import {
  SupplierInvoiceSettings,
  VenuePaymentTerms,
  VenuePaymentTermsList,
  type PaymentTerms,
  type SupplierInvoiceSettingsPatch,
} from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiGet, apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

const settingsPath = (supplierId: string) => `/api/suppliers/${supplierId}/invoice-settings`;
const venueTermsPath = (supplierId: string, venueId: string) =>
  `/api/suppliers/${supplierId}/venues/${encodeURIComponent(venueId)}/payment-terms`;

/** GET /api/suppliers/{id}/invoice-settings: prefixes, when invoices are issued, the default terms (any member). */
export const invoiceSettingsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: invoiceKeys.settings(supplierId),
    queryFn: ({ signal }) => apiGet(settingsPath(supplierId), import.meta.env.DEV ? SupplierInvoiceSettings : false, { signal }),
  });

/** GET /api/suppliers/{id}/payment-terms: the venues with terms of their own. */
export const venueTermsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: invoiceKeys.venueTerms(supplierId),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${supplierId}/payment-terms`, import.meta.env.DEV ? VenuePaymentTermsList : false, { signal }),
  });

/** PATCH the invoice settings (owner or admin): the answer is the settings as saved. */
export function useUpdateInvoiceSettings(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SupplierInvoiceSettingsPatch) =>
      apiRequest('PATCH', settingsPath(supplierId), import.meta.env.DEV ? SupplierInvoiceSettings : false, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(invoiceKeys.settings(supplierId), saved),
  });
}

/** PUT a venue's own terms, or DELETE them (the venue goes back to the default); the list refetches either way. */
export function useVenueTermsChange(supplierId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.venueTerms(supplierId) });
  const set = useMutation({
    mutationFn: ({ venueId, paymentTerms }: { venueId: string; paymentTerms: PaymentTerms }) =>
      apiRequest('PUT', venueTermsPath(supplierId, venueId), import.meta.env.DEV ? VenuePaymentTerms : false, { body: { paymentTerms } }),
    onSettled,
  });
  const remove = useMutation({ mutationFn: (venueId: string) => apiCommand('DELETE', venueTermsPath(supplierId, venueId)), onSettled });
  return { set, remove };
}
