import { createFileRoute } from '@tanstack/react-router';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { OrganisationList, organisationSearchSchema, organisationsQueryOptions } from '@/features/directory';

export const Route = createFileRoute('/venues/')({
  validateSearch: organisationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(organisationsQueryOptions('venue', deps)),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  component: VenuesPage,
});

function VenuesPage() {
  return <OrganisationList type="venue" search={Route.useSearch()} />;
}
