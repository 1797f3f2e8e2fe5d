import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList, organisationListRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/venues/')({
  ...organisationListRouteOptions('venue'),
  component: function VenuesPage() {
    return <OrganisationList type="venue" search={Route.useSearch()} />;
  },
});
