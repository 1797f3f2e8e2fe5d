import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { invoiceListSearch, InvoiceList, OwedSummary, StatementsLink, venueBillsQueryOptions } from '@/features/invoices';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A venue's bills (docs/ui.md, Venue dashboard): what it owes each supplier, then the tax invoices addressed to it, overdue first. */
export const Route = createFileRoute('/dash/$orgType/$orgId/bills/')({
  beforeLoad: onlyFor('venue'),
  validateSearch: invoiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) => queryClient.ensureQueryData(venueBillsQueryOptions(organisation.id, deps)),
  pendingComponent: () => <TablePageSkeleton rows={6} intro="text" />,
  component: BillsPage,
});

function BillsPage() {
  const { organisation, settings: venue, params } = useDashboard();
  const search = Route.useSearch();
  const { data: list } = useSuspenseQuery(venueBillsQueryOptions(organisation.id, search));
  return (
    <DashboardPage
      title="Bills"
      actions={<StatementsLink params={params} />}
      intro={`The tax invoices your suppliers issued to ${venue.name} through Tapline, and what you owe each of them.`}
      className="space-y-5"
    >
      <OwedSummary owed={list.owed} />
      <InvoiceList
        list={list}
        search={search}
        side="venue"
        params={params}
        emptyHint="A supplier’s tax invoice shows here once it accepts or delivers your order."
      />
    </DashboardPage>
  );
}
