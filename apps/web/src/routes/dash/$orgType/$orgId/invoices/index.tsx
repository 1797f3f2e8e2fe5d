import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { invoiceListSearch, InvoiceList, StatementsLink, supplierInvoicesQueryOptions } from '@/features/invoices';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A supplier's tax invoices (docs/ui.md, Supplier dashboard): overdue first, then the newest, filtered by state. */
export const Route = createFileRoute('/dash/$orgType/$orgId/invoices/')({
  beforeLoad: onlyFor('supplier'),
  validateSearch: invoiceListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    queryClient.ensureQueryData(supplierInvoicesQueryOptions(organisation.id, deps)),
  pendingComponent: () => <TablePageSkeleton rows={6} intro="text" />,
  component: InvoicesPage,
});

function InvoicesPage() {
  const { organisation, settings: supplier, params } = useDashboard();
  const search = Route.useSearch();
  const { data: list } = useSuspenseQuery(supplierInvoicesQueryOptions(organisation.id, search));
  return (
    <DashboardPage
      title="Invoices"
      actions={<StatementsLink params={params} />}
      intro={`The tax invoices Tapline issued for ${supplier.name}, overdue first. Open one to see it as the venue does.`}
    >
      <InvoiceList
        list={list}
        search={search}
        side="supplier"
        params={params}
        emptyHint="Each order you accept or deliver gets a tax invoice, numbered in turn. Your invoice settings say which."
      />
    </DashboardPage>
  );
}
