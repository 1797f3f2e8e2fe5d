import { SupplierOverview, VenueOverview } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { orgKeys, organisationApiPath, type OrganisationKey } from '@/features/organisations';
import { apiGet, type AnswerContract } from '@/lib/api-client';

/**
 * GET /api/{venues|suppliers}/{id}/overview: the landing page's counts, lists and team line. The contract only where
 * the build checks answers, so zod stays off the landing page's way in (decision 0151).
 */
function overviewQueryOptions<T extends z.ZodType>(organisation: OrganisationKey, schema: AnswerContract<T>) {
  return queryOptions({
    queryKey: orgKeys.overview(organisation.id),
    queryFn: ({ signal }): Promise<z.infer<T>> => apiGet(`${organisationApiPath(organisation)}/overview`, schema, { signal }),
    // orders move while the page is open: fresh when someone comes back to it
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The venue's: open orders, deliveries due, the user's cart, taps, team. `venueId` is the UUID. */
export const venueOverviewQueryOptions = (venueId: string) =>
  overviewQueryOptions({ type: 'venue', id: venueId }, import.meta.env.DEV ? VenueOverview : false);

/** The supplier's: new orders waiting, dispatches, top products and venues, team. `supplierId` is the UUID. */
export const supplierOverviewQueryOptions = (supplierId: string) =>
  overviewQueryOptions({ type: 'supplier', id: supplierId }, import.meta.env.DEV ? SupplierOverview : false);

export const useVenueOverview = (venueId: string) => useSuspenseQuery(venueOverviewQueryOptions(venueId));
export const useSupplierOverview = (supplierId: string) => useSuspenseQuery(supplierOverviewQueryOptions(supplierId));
