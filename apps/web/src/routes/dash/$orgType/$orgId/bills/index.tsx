import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import {
  emptyInvoicesTitle,
  invoiceListSearch,
  InvoicesTable,
  OwedSummary,
  StateFilters,
  venueBillsQueryOptions,
} from '@/features/invoices';
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
      className="space-y-5"
      intro={`The tax invoices your suppliers issued to ${venue.name} through Tapline, and what you owe each of them.`}
    >
      <OwedSummary owed={list.owed} />
      <div className="space-y-4">
        <StateFilters current={search.state} label="Bill state" />
        {list.items.length === 0 ? (
          <EmptyState title={emptyInvoicesTitle(search.state, 'bills')}>
            {search.state ? null : 'A supplier’s tax invoice shows here once it accepts or delivers your order.'}
          </EmptyState>
        ) : (
          <InvoicesTable invoices={list.items} side="venue" params={params} />
        )}
        <SearchPagination list={list} search={search} />
      </div>
    </DashboardPage>
  );
}
