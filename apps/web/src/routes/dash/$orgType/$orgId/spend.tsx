import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NoAccess } from '@/components/ui/no-access';
import { LoadingRows } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { insightSearch, PeriodPicker, periodOf, VenueSpendView, venueSpendQueryOptions } from '@/features/insight';
import { todayIn } from '@/features/standing-orders';
import { DashboardPage } from './-components/dashboard-page';
import { useDashboard } from './-components/use-dashboard';

/**
 * What a venue spends (issue 39; decisions 0185, 0187): by month, supplier, product and style over a period of its
 * own days against the period before. Its owners, admins and buyers; its staff are told it is not theirs.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/spend')({
  beforeLoad: onlyFor('venue'),
  validateSearch: insightSearch,
  component: SpendPage,
});

function SpendPage() {
  const { settings: venue, role } = useDashboard();
  const today = todayIn(venue.timeZone);
  const period = periodOf(Route.useSearch(), today);
  if (role === 'staff') return <NoAccess reason="Spend is for the venue's owners, admins and buyers. Ask one of them if you need it." />;
  return (
    <DashboardPage title="Spend" intro={`What ${venue.name} spends with its suppliers, against the period before.`}>
      <div className="space-y-6">
        <PeriodPicker key={`${period.from}-${period.to}`} preset={period.preset} from={period.from} to={period.to} today={today} />
        <Suspense fallback={<LoadingRows count={6} className="space-y-3" rowClassName="rounded-xl border border-line bg-white p-4" lines={['h-5 w-40', 'h-40 w-full']} />}>
          <SpendFigures from={period.from} to={period.to} />
        </Suspense>
      </div>
    </DashboardPage>
  );
}

function SpendFigures({ from, to }: { from: string; to: string }) {
  const { organisation } = useDashboard();
  const { data: spend } = useSuspenseQuery(venueSpendQueryOptions(organisation.id, { from, to }));
  return <VenueSpendView spend={spend} venueId={organisation.id} />;
}
