import { createFileRoute } from '@tanstack/react-router';
import { OrganisationListPage, organisationListRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/suppliers/')({
  ...organisationListRouteOptions('supplier'),
  component: function SuppliersPage() {
    return <OrganisationListPage type="supplier" search={Route.useSearch()} />;
  },
});
