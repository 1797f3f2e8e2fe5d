import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { venueMenuQueryOptions } from '@/features/venues';
import { loadOrNotFound } from '@/lib/load-or-not-found';

const states = () => import('./bare-page-states');

/**
 * What the board, the table card and the embed share: the menu alone, without the page frame (`bare`), loaded
 * first; an unknown venue is Not Found. Each route spreads these and adds its search and its component, as the
 * directory's public routes do (decision 0028). Spread, the views are out of the router plugin's reach, so they
 * load here as it would load them: with the route, never in the scripts every page loads (decision 0057).
 */
export const bareMenuRoute = {
  staticData: { bare: true },
  loader: ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { id: string } }) =>
    loadOrNotFound([queryClient.ensureQueryData(venueMenuQueryOptions(params.id))]),
  errorComponent: lazyRouteComponent(states, 'BareErrorView'),
  notFoundComponent: lazyRouteComponent(states, 'BareNotFound'),
};
