import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { DriverStop, runSheetQueryOptions } from '@/features/run-sheets';
import { formatCalendarDate } from '@/lib/format';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';
import { runDayRoute } from './-run-day';

/**
 * The driver's screen for a day (decision 0191), phone first: the stops in run order, each marked delivered, partly
 * delivered or failed, with the receiver's name and a proof photo. Any member of the supplier drives.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/deliveries/drive/$date')({
  ...runDayRoute,
  pendingComponent: () => <DashboardPageSkeleton body={['mt-6 h-48 w-full rounded-xl', 'mt-4 h-48 w-full rounded-xl']} />,
  component: DriverPage,
});

function DriverPage() {
  const { date } = Route.useParams();
  const { organisation, readOnly, params } = useDashboard();
  const { data: sheet } = useSuspenseQuery(runSheetQueryOptions(organisation.id, date));
  const done = sheet.stops.filter((stop) => stop.outcome && stop.outcome.outcome !== 'failed').length;
  const day = formatCalendarDate(date);
  return (
    <DashboardPage
      title={`Driving · ${day}`}
      head={`Driving ${day}`}
      back={{ label: 'Run sheet', link: { to: '/dash/$orgType/$orgId/deliveries/$date', params: { ...params, date } } }}
      intro={
        <span aria-live="polite">
          {done} of {sheet.stops.length} stops done
        </span>
      }
    >
      {sheet.stops.length === 0 ? (
        <EmptyState title="No stops on this day">Nothing is on the truck for {day}.</EmptyState>
      ) : (
        <ol className="mx-auto max-w-xl space-y-3">
          {sheet.stops.map((stop, index) => (
            <DriverStop key={stop.venue.id} stop={stop} index={index} supplierId={organisation.id} date={date} canDrive={!readOnly} />
          ))}
        </ol>
      )}
    </DashboardPage>
  );
}
