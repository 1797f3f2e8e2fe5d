import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { LoadingRows } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { insightSearch, PeriodPicker, periodOf, SupplierAnalyticsView, supplierAnalyticsQueryOptions } from '@/features/insight';
import { todayIn } from '@/features/standing-orders';
import { DashboardPage } from './-components/dashboard-page';
import { useDashboard } from './-components/use-dashboard';

/**
 * A supplier's analytics (issue 39; decisions 0185, 0186): sales by week and month, product, venue and style over a
 * period of its own days against the period before; lapsed and new venues; products nobody reordered.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/analytics')({
  beforeLoad: onlyFor('supplier'),
  validateSearch: insightSearch,
  component: AnalyticsPage,
});

function AnalyticsPage() {
  const { settings: supplier } = useDashboard();
  const today = todayIn(supplier.timeZone);
  const period = periodOf(Route.useSearch(), today);
  return (
    <DashboardPage title="Analytics" intro={`What ${supplier.name} sells, where and to whom, against the period before.`}>
      <div className="space-y-6">
        <PeriodPicker key={`${period.from}-${period.to}`} preset={period.preset} from={period.from} to={period.to} today={today} />
        <Suspense fallback={<LoadingRows count={6} className="space-y-3" rowClassName="rounded-xl border border-line bg-white p-4" lines={['h-5 w-40', 'h-40 w-full']} />}>
          <AnalyticsFigures from={period.from} to={period.to} />
        </Suspense>
      </div>
    </DashboardPage>
  );
}

function AnalyticsFigures({ from, to }: { from: string; to: string }) {
  const { organisation, params } = useDashboard();
  const { data: analytics } = useSuspenseQuery(supplierAnalyticsQueryOptions(organisation.id, { from, to }));
  return <SupplierAnalyticsView analytics={analytics} supplierId={organisation.id} params={params} />;
}
