import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import {
  kegCollectionHistoryQueryOptions,
  kegCollectionsToDoQueryOptions,
  SupplierCollections,
  venueKegCollectionsQueryOptions,
  VenueCollections,
} from '@/features/keg-collections';
import { KegsTabs } from '@/features/kegs';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/**
 * Keg collections (issue 37, item 4), one page for both sides: a venue's kegs and empties per supplier, its requests
 * and past collections with their refunds; a supplier's collections to do by delivery day, its recordings and theirs.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/kegs/collections')({
  loader: ({ context: { queryClient, organisation } }) =>
    organisation.type === 'venue'
      ? Promise.all([
          queryClient.ensureQueryData(venueKegCollectionsQueryOptions(organisation.id)),
          queryClient.ensureQueryData(kegCollectionHistoryQueryOptions('venues', organisation.id)),
        ])
      : Promise.all([
          queryClient.ensureQueryData(kegCollectionsToDoQueryOptions(organisation.id)),
          queryClient.ensureQueryData(kegCollectionHistoryQueryOptions('suppliers', organisation.id)),
        ]),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: KegCollectionsPage,
});

function KegCollectionsPage() {
  const { organisation, settings, canManage, readOnly, params } = useDashboard();
  // deposits are in the supplier's currency: Tapline's suppliers are Australian (a venue's settings carry none)
  const own = { id: organisation.id, timeZone: settings.timeZone, currency: settings.orderingRules?.currency ?? 'AUD' };
  return organisation.type === 'venue' ? (
    <DashboardPage
      title="Keg collections"
      intro="The kegs you hold of each supplier and the empties waiting to go back. Ask for a collection: the deposit is refunded for what the driver takes."
      className="space-y-4"
    >
      <KegsTabs params={params} />
      <VenueCollections venue={own} canAct={!readOnly} params={params} />
    </DashboardPage>
  ) : (
    <DashboardPage
      title="Keg collections"
      intro="Venues’ empties to collect, by delivery day. Record what the driver took: the keg ledger and the deposit refund follow it."
      className="space-y-4"
    >
      <KegsTabs params={params} />
      <SupplierCollections supplier={own} abilities={{ canAct: !readOnly, canOverride: canManage && !readOnly }} params={params} />
    </DashboardPage>
  );
}
