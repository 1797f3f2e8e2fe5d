import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { InvoicePdfButton, invoiceQueryOptions, InvoiceView } from '@/features/invoices';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One bill of the venue's: the supplier's tax invoice (or adjustment note), read-only, with its payments and notes. */
export const Route = createFileRoute('/dash/$orgType/$orgId/bills/$invoiceId')({
  beforeLoad: onlyFor('venue'),
  // another organisation's invoice, or none: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(invoiceQueryOptions(organisation, params.invoiceId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: BillPage,
});

function BillPage() {
  const { invoiceId } = Route.useParams();
  const { organisation, params } = useDashboard();
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(organisation, invoiceId));
  return (
    <DashboardPage
      title={`${invoice.kind === 'invoice' ? 'Bill' : 'Adjustment note'} ${invoice.number}`}
      back={{ label: 'Bills', link: { to: '/dash/$orgType/$orgId/bills', params } }}
      intro={`From ${invoice.seller.name}, for order ${invoice.orderNumber}.`}
      actions={<InvoicePdfButton organisation={organisation} invoice={invoice} />}
    >
      <InvoiceView invoice={invoice} side="venue" params={params} />
    </DashboardPage>
  );
}
