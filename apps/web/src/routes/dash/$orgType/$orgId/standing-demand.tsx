import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import {
  DeliveryCalendarPanel,
  deliveryCalendarQueryOptions,
  standingDemandQueryOptions,
  StandingDemandList,
  todayIn,
} from '@/features/standing-orders';
import { DashboardPage } from './-components/dashboard-page';
import { useDashboard } from './-components/use-dashboard';

/**
 * A supplier's standing orders (issue 35, part 3): the standing demand per delivery day ahead (a forecast of what the
 * venues' standing orders will place), and its delivery calendar: the holiday policy, closures and public holidays.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/standing-demand')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      queryClient.ensureQueryData(standingDemandQueryOptions(organisation.id)),
      queryClient.ensureQueryData(deliveryCalendarQueryOptions(organisation.id)),
    ]),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: StandingDemandPage,
});

function StandingDemandPage() {
  const { organisation, settings: supplier, canManage, readOnly } = useDashboard();
  const { data: demand } = useSuspenseQuery(standingDemandQueryOptions(organisation.id));
  const { data: calendar } = useSuspenseQuery(deliveryCalendarQueryOptions(organisation.id));
  return (
    <DashboardPage
      title="Standing orders"
      intro={`What venues’ standing orders will place with ${supplier.name}, delivery day by delivery day, and the days you don’t deliver.`}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="demand-heading" className="min-w-0">
          <h2 id="demand-heading" className="text-lg font-semibold text-ink">
            Standing demand
          </h2>
          <p className="mb-3 text-sm text-ink-soft">
            A forecast at today’s prices, ex GST: each day’s orders arrive in Orders In at your cut-off.
          </p>
          <StandingDemandList demand={demand} timeZone={supplier.timeZone} />
        </section>
        <section aria-labelledby="calendar-heading" className="min-w-0">
          <h2 id="calendar-heading" className="mb-3 text-lg font-semibold text-ink">
            Delivery calendar
          </h2>
          <DeliveryCalendarPanel
            supplierId={organisation.id}
            calendar={calendar}
            canManage={canManage && !readOnly}
            today={todayIn(supplier.timeZone)}
          />
        </section>
      </div>
    </DashboardPage>
  );
}
