import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '@/components/ui/not-found';
import { DetailPageSkeleton, ListPageSkeleton } from '@/components/ui/skeleton';
import { productSearchSchema, type ProductSearch } from '@/features/products';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { organisationProductsQueryOptions } from './api/get-organisation-products';
import { organisationQueryOptions } from './api/get-organisation';
import { organisationsQueryOptions } from './api/get-organisations';
import type { OrganisationType } from './organisation-types';
import { organisationSearchSchema, type OrganisationSearch } from './search';

// What the public venue and supplier routes share (decision 0028): each route file spreads these options and
// adds its own component, so the fixed URLs stay as they are (docs/domain.md, Routes) and a change to how a page loads is made once.

interface Load<Deps = unknown> {
  context: { queryClient: QueryClient };
  params: { id: string };
  deps: Deps;
}

/** `/venues/` and `/suppliers/`: the search in the URL, the list preloaded. */
export function organisationListRouteOptions(type: OrganisationType) {
  return {
    validateSearch: organisationSearchSchema,
    loaderDeps: ({ search }: { search: OrganisationSearch }) => search,
    loader: ({ context: { queryClient }, deps }: Omit<Load<OrganisationSearch>, 'params'>) =>
      queryClient.ensureQueryData(organisationsQueryOptions(type, deps)),
    pendingComponent: () => <ListPageSkeleton grid="cards" />,
  };
}

/** The organisation and `more` (what its page shows below it); an unknown id becomes the route's Not Found. */
function loadPage(type: OrganisationType, queryClient: QueryClient, id: string, more: Promise<unknown>) {
  return loadOrNotFound([queryClient.ensureQueryData(organisationQueryOptions(type, id)), more]);
}

/** `/venues/{id}/` and `/suppliers/{id}/`; `alsoLoad` is a venue's menu or a supplier's first products. */
export function organisationPageRouteOptions(type: OrganisationType, alsoLoad: (queryClient: QueryClient, id: string) => Promise<unknown>) {
  return {
    loader: ({ context: { queryClient }, params }: Omit<Load, 'deps'>) =>
      loadPage(type, queryClient, params.id, alsoLoad(queryClient, params.id)),
    pendingComponent: () => <DetailPageSkeleton media="logo" />,
    notFoundComponent: () => <NotFound what={type} />,
  };
}

/** `/venues/{id}/products` and `/suppliers/{id}/products/`: the organisation's products, searched in the URL. */
export function organisationProductsRouteOptions(type: OrganisationType) {
  return {
    validateSearch: productSearchSchema,
    loaderDeps: ({ search }: { search: ProductSearch }) => search,
    loader: ({ context: { queryClient }, params, deps }: Load<ProductSearch>) =>
      loadPage(type, queryClient, params.id, queryClient.ensureQueryData(organisationProductsQueryOptions(type, params.id, deps))),
    pendingComponent: () => <ListPageSkeleton />,
    notFoundComponent: () => <NotFound what={type} />,
  };
}
