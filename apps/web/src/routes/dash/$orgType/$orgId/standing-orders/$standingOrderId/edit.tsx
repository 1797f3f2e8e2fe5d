import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { NoAccess } from '@/components/ui/no-access';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { EditStandingOrderForm, standingOrderQueryOptions, todayIn } from '@/features/standing-orders';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/standing-orders/$standingOrderId/edit')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(standingOrderQueryOptions(organisation.id, params.standingOrderId))]),
  pendingComponent: FormPageSkeleton,
  component: EditStandingOrderPage,
});

/** The standing order's template (owners and admins): deliveries not edited one by one follow the change. */
function EditStandingOrderPage() {
  const { standingOrderId } = Route.useParams();
  const { organisation, settings: venue, params, keepsStandingOrders, readOnly } = useDashboard();
  const { data: order } = useSuspenseQuery(standingOrderQueryOptions(organisation.id, standingOrderId));
  const navigate = useNavigate();
  if (!keepsStandingOrders || readOnly)
    return <NoAccess reason={`The owners, admins and buyers of ${venue.name} change its standing orders.`} />;
  const toOrder = () =>
    void navigate({
      to: '/dash/$orgType/$orgId/standing-orders/$standingOrderId',
      params: { ...params, standingOrderId },
      ignoreBlocker: true,
    });
  return (
    <DashboardPage
      title={`Edit the standing order with ${order.supplier.name}`}
      head={`Edit standing order · ${order.supplier.name}`}
      back={{
        label: 'The standing order',
        link: { to: '/dash/$orgType/$orgId/standing-orders/$standingOrderId', params: { ...params, standingOrderId } },
      }}
      intro="Deliveries ahead follow the change, except those placed, skipped or edited on their own."
    >
      {order.status === 'ended' ? (
        <EmptyState title="This standing order has ended">It places no more orders and changes no more.</EmptyState>
      ) : (
        <EditStandingOrderForm order={order} today={todayIn(venue.timeZone)} onSaved={toOrder} onCancel={toOrder} />
      )}
    </DashboardPage>
  );
}
