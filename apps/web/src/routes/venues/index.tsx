import { createFileRoute } from '@tanstack/react-router';
import { OrganisationListPage, organisationListRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/venues/')({
  ...organisationListRouteOptions('venue'),
  component: function VenuesPage() {
    return <OrganisationListPage type="venue" search={Route.useSearch()} />;
  },
});
