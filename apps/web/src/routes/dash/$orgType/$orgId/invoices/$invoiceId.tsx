import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { xeroIntegrationQueryOptions } from '@/features/integrations';
import { AdjustmentNoteButton, InvoicePdfButton, invoiceQueryOptions, InvoiceView, RecordPaymentButton } from '@/features/invoices';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One of the supplier's tax invoices (or adjustment notes), as a document, with its payments and notes. */
export const Route = createFileRoute('/dash/$orgType/$orgId/invoices/$invoiceId')({
  beforeLoad: onlyFor('supplier'),
  // another organisation's invoice, or none: Not Found, as the API says; Xero's connection says who records payments
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(invoiceQueryOptions(organisation, params.invoiceId)),
      queryClient.ensureQueryData(xeroIntegrationQueryOptions(organisation)),
    ]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: InvoicePage,
});

/** The supplier's calendar date today ("2026-12-03"), the latest day a payment can be recorded on. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

function InvoicePage() {
  const { invoiceId } = Route.useParams();
  const { organisation, settings, params, canManage } = useDashboard();
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(organisation, invoiceId));
  const { data: xero } = useSuspenseQuery(xeroIntegrationQueryOptions(organisation));
  const isInvoice = invoice.kind === 'invoice';
  // with Xero connected, payments are Xero's to say (the API answers 409): the button is not shown
  const canPay = canManage && isInvoice && invoice.balanceCents > 0 && xero.status === 'disconnected';
  const canCredit = canManage && isInvoice && invoice.totalCents > invoice.creditedCents;
  return (
    <DashboardPage
      title={`${isInvoice ? 'Invoice' : 'Adjustment note'} ${invoice.number}`}
      back={{ label: 'Invoices', link: { to: '/dash/$orgType/$orgId/invoices', params } }}
      intro={`To ${invoice.buyer.name}, for order ${invoice.orderNumber}.`}
      actions={<InvoicePdfButton organisation={organisation} invoice={invoice} />}
    >
      <InvoiceView
        invoice={invoice}
        side="supplier"
        params={params}
        paymentAction={
          canPay ? <RecordPaymentButton supplierId={organisation.id} invoice={invoice} today={todayIn(settings.timeZone)} /> : null
        }
        noteAction={canCredit ? <AdjustmentNoteButton supplierId={organisation.id} invoice={invoice} /> : null}
      />
    </DashboardPage>
  );
}
