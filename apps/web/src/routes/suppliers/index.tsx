import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList, organisationListRouteOptions } from '@/features/directory';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/suppliers/')({
  ...organisationListRouteOptions('supplier'),
  component: function SuppliersPage() {
    const search = Route.useSearch();
    usePageHead(pageHeads.suppliers(search));
    return <OrganisationList type="supplier" search={search} />;
  },
});
