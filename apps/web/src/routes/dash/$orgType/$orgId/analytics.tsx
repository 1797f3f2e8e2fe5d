import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '@/features/dashboard';
import { insightSearch, PeriodBody, SupplierAnalyticsView, supplierAnalyticsQueryOptions } from '@/features/insight';
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
  return (
    <DashboardPage title="Analytics" intro={`What ${supplier.name} sells, where and to whom, against the period before.`}>
      <PeriodBody search={Route.useSearch()} timeZone={supplier.timeZone}>
        {(period) => <AnalyticsFigures {...period} />}
      </PeriodBody>
    </DashboardPage>
  );
}

function AnalyticsFigures({ from, to }: { from: string; to: string }) {
  const { organisation, params } = useDashboard();
  const { data: analytics } = useSuspenseQuery(supplierAnalyticsQueryOptions(organisation.id, { from, to }));
  return <SupplierAnalyticsView analytics={analytics} supplierId={organisation.id} params={params} />;
}
