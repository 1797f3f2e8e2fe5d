import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList, organisationListRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/suppliers/')({
  ...organisationListRouteOptions('supplier'),
  component: function SuppliersPage() {
    return <OrganisationList type="supplier" search={Route.useSearch()} />;
  },
});
