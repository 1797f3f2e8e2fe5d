import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { organisationProductsQueryOptions, organisationQueryOptions, OrganisationProducts } from '@/features/directory';
import { productSearchSchema } from '@/features/products/search';
import { loadOrNotFound } from '@/lib/load-or-not-found';

export const Route = createFileRoute('/venues/$id/products')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(organisationQueryOptions('venue', params.id)),
      queryClient.ensureQueryData(organisationProductsQueryOptions('venue', params.id, deps)),
    ]),
  pendingComponent: () => <ListPageSkeleton />,
  notFoundComponent: () => <NotFound what="venue" />,
  component: VenueProductsPage,
});

function VenueProductsPage() {
  return <OrganisationProducts type="venue" id={Route.useParams().id} search={Route.useSearch()} />;
}
