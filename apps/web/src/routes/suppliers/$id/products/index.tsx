import { createFileRoute } from '@tanstack/react-router';
import { OrganisationProductsPage, organisationProductsRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/suppliers/$id/products/')({
  ...organisationProductsRouteOptions('supplier'),
  component: function SupplierProductsPage() {
    return <OrganisationProductsPage type="supplier" id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
