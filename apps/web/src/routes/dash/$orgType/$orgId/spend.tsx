import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { onlyFor } from '@/features/dashboard';
import { insightSearch, PeriodBody, VenueSpendView, venueSpendQueryOptions } from '@/features/insight';
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
  const search = Route.useSearch();
  if (role === 'staff') return <NoAccess reason="Spend is for the venue's owners, admins and buyers. Ask one of them if you need it." />;
  return (
    <DashboardPage title="Spend" intro={`What ${venue.name} spends with its suppliers, against the period before.`}>
      <PeriodBody search={search} timeZone={venue.timeZone}>
        {(period) => <SpendFigures {...period} />}
      </PeriodBody>
    </DashboardPage>
  );
}

function SpendFigures({ from, to }: { from: string; to: string }) {
  const { organisation } = useDashboard();
  const { data: spend } = useSuspenseQuery(venueSpendQueryOptions(organisation.id, { from, to }));
  return <VenueSpendView spend={spend} venueId={organisation.id} />;
}
