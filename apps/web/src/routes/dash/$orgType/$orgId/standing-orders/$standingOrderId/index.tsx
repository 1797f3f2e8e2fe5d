import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onlyFor } from '@/features/dashboard';
import {
  StandingOrderActions,
  standingOrderQueryOptions,
  StandingOrderView,
  StandingStatusChip,
  todayIn,
} from '@/features/standing-orders';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { urlChoice, urlUuid, type UrlSearchInput } from '@/lib/url-search';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * `?occurrence=`: the delivery a notification or the reminder mail links to, marked and opened; the mail's buttons add
 * `&action=skip|edit|place-now`, which opens that dialog to be confirmed (a link never changes anything by itself).
 */
const occurrenceSearch = (
  input: UrlSearchInput,
): { occurrence?: string | undefined; action?: 'skip' | 'edit' | 'place-now' | undefined } => ({
  occurrence: urlUuid(input.occurrence),
  action: urlChoice(input.action, ['skip', 'edit', 'place-now'] as const),
});

export const Route = createFileRoute('/dash/$orgType/$orgId/standing-orders/$standingOrderId/')({
  beforeLoad: onlyFor('venue'),
  validateSearch: occurrenceSearch,
  // another venue's standing order, or none: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(standingOrderQueryOptions(organisation.id, params.standingOrderId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: StandingOrderPage,
});

/** One standing order: its schedule and usual lines at today's prices, its deliveries with Skip, Edit this one and Place now. */
function StandingOrderPage() {
  const { standingOrderId } = Route.useParams();
  const { occurrence, action } = Route.useSearch();
  const navigate = useNavigate();
  // the dialog opened from the first render's search; the address then loses it, so a reload or Back won't reopen it
  useEffect(() => {
    if (action) void navigate({ to: '.', search: { occurrence }, replace: true });
  }, [action, occurrence, navigate]);
  const { organisation, settings: venue, params, keepsStandingOrders, readOnly } = useDashboard();
  const { data: order } = useSuspenseQuery(standingOrderQueryOptions(organisation.id, standingOrderId));
  const manage = keepsStandingOrders && !readOnly;
  return (
    <DashboardPage
      title={`Standing order with ${order.supplier.name}`}
      head={`Standing order · ${order.supplier.name}`}
      back={{ label: 'Standing orders', link: { to: '/dash/$orgType/$orgId/standing-orders', params } }}
      intro={
        <div className="flex flex-wrap items-center gap-3">
          <StandingStatusChip status={order.status} pausedUntil={order.pausedUntil} />
          {manage ? <StandingOrderActions order={order} today={todayIn(venue.timeZone)} params={params} /> : null}
        </div>
      }
    >
      <StandingOrderView
        order={order}
        timeZone={venue.timeZone}
        params={params}
        canManage={manage}
        highlighted={occurrence}
        linkAction={action}
      />
    </DashboardPage>
  );
}
