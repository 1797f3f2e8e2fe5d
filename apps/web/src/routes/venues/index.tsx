import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { OrganisationList, organisationListRouteOptions } from '@/features/directory';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/venues/')({
  ...organisationListRouteOptions('venue'),
  component: function VenuesPage() {
    const search = Route.useSearch();
    usePageHead(pageHeads.venues(search));
    return <OrganisationList type="venue" search={search} />;
  },
});
