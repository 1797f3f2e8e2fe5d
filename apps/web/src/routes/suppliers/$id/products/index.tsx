import { createFileRoute } from '@tanstack/react-router';
import { OrganisationProducts, organisationProductsRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/suppliers/$id/products/')({
  ...organisationProductsRouteOptions('supplier'),
  component: function SupplierProductsPage() {
    return <OrganisationProducts type="supplier" id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
