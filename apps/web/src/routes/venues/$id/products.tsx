import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { OrganisationProducts, organisationProductsRouteOptions, useOrganisation } from '@/features/directory';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/venues/$id/products')({
  ...organisationProductsRouteOptions('venue'),
  component: function VenueProductsPage() {
    const { id } = Route.useParams();
    usePageHead(pageHeads.venueProducts(useOrganisation('venue', id).data));
    return <OrganisationProducts type="venue" id={id} search={Route.useSearch()} />;
  },
});
