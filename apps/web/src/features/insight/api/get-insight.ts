import { SupplierAnalytics, VenueSpend } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, apiGet } from '@/lib/api-client';

interface Period {
  from: string;
  to: string;
}

const insightKeys = {
  analytics: (supplierId: string, period: Period) => ['insight', 'analytics', supplierId, period.from, period.to] as const,
  spend: (venueId: string, period: Period) => ['insight', 'spend', venueId, period.from, period.to] as const,
};

export const supplierAnalyticsQueryOptions = (supplierId: string, period: Period) =>
  queryOptions({
    queryKey: insightKeys.analytics(supplierId, period),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${supplierId}/analytics`, import.meta.env.DEV ? SupplierAnalytics : false, { query: { ...period }, signal }),
    staleTime: 60_000,
  });

export const venueSpendQueryOptions = (venueId: string, period: Period) =>
  queryOptions({
    queryKey: insightKeys.spend(venueId, period),
    queryFn: ({ signal }) =>
      apiGet(`/api/venues/${venueId}/spend`, import.meta.env.DEV ? VenueSpend : false, { query: { ...period }, signal }),
    staleTime: 60_000,
  });

/** One table of the page as the server writes it: the CSV with names behind the formula guard. */
export function downloadInsightCsv(
  path: 'analytics' | 'spend',
  organisation: { type: 'supplier' | 'venue'; id: string },
  table: string,
  period: Period,
) {
  const query = new URLSearchParams({ ...period }).toString();
  return apiDownload(`/api/${organisation.type}s/${organisation.id}/${path}/${table}.csv?${query}`, `${table}.csv`);
}
