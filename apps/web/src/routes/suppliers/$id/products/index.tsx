import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { organisationProductsQueryOptions, organisationQueryOptions, OrganisationProducts } from '@/features/directory';
import { productSearchSchema } from '@/features/products/search';
import { loadOrNotFound } from '@/lib/load-or-not-found';

export const Route = createFileRoute('/suppliers/$id/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(organisationQueryOptions('supplier', params.id)),
      queryClient.ensureQueryData(organisationProductsQueryOptions('supplier', params.id, deps)),
    ]),
  pendingComponent: () => <ListPageSkeleton />,
  notFoundComponent: () => <NotFound what="supplier" />,
  component: SupplierProductsPage,
});

function SupplierProductsPage() {
  return <OrganisationProducts type="supplier" id={Route.useParams().id} search={Route.useSearch()} />;
}
