import { createFileRoute } from '@tanstack/react-router';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { OrganisationList, organisationSearchSchema, organisationsQueryOptions } from '@/features/directory';

export const Route = createFileRoute('/suppliers/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(organisationsQueryOptions('supplier', deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: SuppliersPage,
});

function SuppliersPage() {
  return <OrganisationList type="supplier" search={Route.useSearch()} />;
}
