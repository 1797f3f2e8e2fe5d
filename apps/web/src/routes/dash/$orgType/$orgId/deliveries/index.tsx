import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { RunDays, runSheetDaysQueryOptions } from '@/features/run-sheets';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A supplier's delivery days (decision 0190): choose one to arrange, print or drive its run. */
export const Route = createFileRoute('/dash/$orgType/$orgId/deliveries/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(runSheetDaysQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: DeliveriesPage,
});

function DeliveriesPage() {
  const { organisation, params } = useDashboard();
  const { data } = useSuspenseQuery(runSheetDaysQueryOptions(organisation.id));
  return (
    <DashboardPage
      title="Deliveries"
      intro="Each delivery day’s run: a stop per venue with its accepted orders, in the order you drag them. Print it, or open it on the driver’s phone."
    >
      <RunDays days={data} params={params} />
    </DashboardPage>
  );
}
