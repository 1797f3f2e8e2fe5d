import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { OrganisationProducts, organisationProductsRouteOptions, useOrganisation } from '@/features/directory';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/suppliers/$id/products/')({
  ...organisationProductsRouteOptions('supplier'),
  component: function SupplierProductsPage() {
    const { id } = Route.useParams();
    usePageHead(pageHeads.supplierProducts(useOrganisation('supplier', id).data));
    return <OrganisationProducts type="supplier" id={id} search={Route.useSearch()} />;
  },
});
