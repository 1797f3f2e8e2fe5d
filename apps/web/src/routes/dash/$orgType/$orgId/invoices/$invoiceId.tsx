import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { invoiceQueryOptions, InvoiceView } from '@/features/invoices';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One of the supplier's tax invoices, as a document. */
export const Route = createFileRoute('/dash/$orgType/$orgId/invoices/$invoiceId')({
  beforeLoad: onlyFor('supplier'),
  // another organisation's invoice, or none: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(invoiceQueryOptions(organisation, params.invoiceId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: InvoicePage,
});

function InvoicePage() {
  const { invoiceId } = Route.useParams();
  const { organisation, params } = useDashboard();
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(organisation, invoiceId));
  return (
    <DashboardPage
      title={`Invoice ${invoice.number}`}
      back={{ label: 'Invoices', link: { to: '/dash/$orgType/$orgId/invoices', params } }}
      intro={`To ${invoice.buyer.name}, for order ${invoice.orderNumber}.`}
    >
      <InvoiceView invoice={invoice} side="supplier" params={params} />
    </DashboardPage>
  );
}
