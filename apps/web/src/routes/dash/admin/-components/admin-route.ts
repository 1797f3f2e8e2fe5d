import { lazyRouteComponent } from '@tanstack/react-router';
import type { UrlSearchInput } from '@/lib/url-search';

/**
 * The route options the admin pages share. Spread into a route, options are out of the router plugin's reach (it
 * splits only the ones written out, docs/decisions/0057), so the views come here the way it would bring them: each
 * loaded with the route, never in the scripts every page loads.
 */
const states = () => import('./admin-route-states');

/** Every admin page's error: a 403 (not a platform admin) is the NoAccess page. */
const errorComponent = lazyRouteComponent(states, 'AdminError');

/** An admin list: what it shows is in the URL (`validateSearch`) and is what the loader loads; a table while it loads. */
export function adminListRoute<Search>(validateSearch: (search: UrlSearchInput) => Search) {
  return {
    validateSearch,
    loaderDeps: ({ search }: { search: Search }) => search,
    pendingComponent: lazyRouteComponent(states, 'AdminTableSkeleton'),
    errorComponent,
  };
}

/** One venue's or supplier's admin page. */
export const adminOrganisationRoute = { pendingComponent: lazyRouteComponent(states, 'OrganisationPageSkeleton'), errorComponent };
