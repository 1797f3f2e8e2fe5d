import type { QueryClient } from '@tanstack/react-query';
import { venueMenuQueryOptions } from '@/features/venues';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { BareErrorView, BareNotFound } from './bare-page-states';

/**
 * What the board, the table card and the embed share: the menu alone, without the page frame (`bare`), loaded
 * first; an unknown venue is Not Found. Each route spreads these and adds its search and its component, as the
 * directory's public routes do (decision 0028): what they carry is in the scripts every page loads already.
 */
export const bareMenuRoute = {
  staticData: { bare: true },
  loader: ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { id: string } }) =>
    loadOrNotFound([queryClient.ensureQueryData(venueMenuQueryOptions(params.id))]),
  errorComponent: BareErrorView,
  notFoundComponent: BareNotFound,
};
