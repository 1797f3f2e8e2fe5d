import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { KegsTabs, SupplierKegsView, supplierKegsQueryOptions, VenueKegsView, venueKegsQueryOptions } from '@/features/kegs';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/**
 * Kegs (decision 0176), one page for both sides: a supplier's kegs out by venue, with adjustments for its owners and
 * admins; a venue's kegs held per supplier, with what pours, what is full, the empties and "Declare empties".
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/kegs/')({
  loader: ({ context: { queryClient, organisation } }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(venueKegsQueryOptions(organisation.id))
      : queryClient.ensureQueryData(supplierKegsQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: KegsPage,
});

function SupplierKegs() {
  const { organisation, settings, canManage, readOnly, params } = useDashboard();
  const { data: kegs } = useSuspenseQuery(supplierKegsQueryOptions(organisation.id));
  return (
    <SupplierKegsView
      kegs={kegs}
      supplierId={organisation.id}
      timeZone={settings.timeZone}
      canAdjust={canManage && !readOnly}
      params={params}
    />
  );
}

function VenueKegs() {
  const { organisation, settings, readOnly, params } = useDashboard();
  const { data: kegs } = useSuspenseQuery(venueKegsQueryOptions(organisation.id));
  return <VenueKegsView kegs={kegs} venueId={organisation.id} timeZone={settings.timeZone} canDeclare={!readOnly} params={params} />;
}

function KegsPage() {
  const { organisation, params } = useDashboard();
  const supplier = organisation.type === 'supplier';
  return (
    <DashboardPage
      title="Kegs"
      intro={
        supplier
          ? 'Your kegs at each venue: how many, since when, the empties waiting to be collected and the deposits you hold.'
          : 'The kegs you hold of each supplier: on tap, full in the cold room and empty, and the deposits you paid.'
      }
      className="space-y-4"
    >
      <KegsTabs params={params} />
      {supplier ? <SupplierKegs /> : <VenueKegs />}
    </DashboardPage>
  );
}
