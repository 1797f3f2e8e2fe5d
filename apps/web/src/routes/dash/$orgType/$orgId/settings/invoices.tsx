import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { InvoiceSettingsForm, invoiceSettingsQueryOptions, VenueTermsPanel, venueTermsQueryOptions } from '@/features/invoices';
import { servedVenuesQueryOptions } from '@/features/orders';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A supplier's invoice settings: numbering, when the tax invoice is issued, the default payment terms and venues' own terms. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/invoices')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      queryClient.ensureQueryData(invoiceSettingsQueryOptions(organisation.id)),
      queryClient.ensureQueryData(venueTermsQueryOptions(organisation.id)),
      queryClient.ensureQueryData(servedVenuesQueryOptions(organisation.id)),
    ]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-40 w-full rounded-xl', 'mt-6 h-40 w-full rounded-xl']} />,
  component: InvoiceSettingsPage,
});

function InvoiceSettingsPage() {
  const { organisation, params, canManage } = useDashboard();
  const { data: settings } = useSuspenseQuery(invoiceSettingsQueryOptions(organisation.id));
  const { data: terms } = useSuspenseQuery(venueTermsQueryOptions(organisation.id));
  const { data: served } = useSuspenseQuery(servedVenuesQueryOptions(organisation.id));
  return (
    <DashboardPage
      title="Invoice settings"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro="Tapline issues a tax invoice for each order: how it is numbered, when it is issued, and when venues pay."
      className="space-y-6"
    >
      <InvoiceSettingsForm supplierId={organisation.id} settings={settings} canManage={canManage} />
      <VenueTermsPanel
        supplierId={organisation.id}
        items={terms.items}
        venues={served.items.map((row) => ({ value: row.venue.id, label: row.venue.name }))}
        canManage={canManage}
        defaultLabel={settings.paymentTermsLabel}
      />
    </DashboardPage>
  );
}
