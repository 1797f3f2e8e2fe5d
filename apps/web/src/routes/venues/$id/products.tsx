import { createFileRoute } from '@tanstack/react-router';
import { OrganisationProductsPage, organisationProductsRouteOptions } from '@/features/directory';

export const Route = createFileRoute('/venues/$id/products')({
  ...organisationProductsRouteOptions('venue'),
  component: function VenueProductsPage() {
    return <OrganisationProductsPage type="venue" id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
