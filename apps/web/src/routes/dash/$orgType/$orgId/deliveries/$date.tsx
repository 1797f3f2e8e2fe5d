import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Printer, Truck } from 'lucide-react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PdfButton } from '@/features/invoices';
import { RunSheetEditor, runSheetPath, runSheetQueryOptions } from '@/features/run-sheets';
import { formatCalendarDate, plural } from '@/lib/format';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';
import { runDayRoute } from './-run-day';

/**
 * A delivery day's run sheet (decision 0190): the stops in run order, dragged into place by any member of the supplier,
 * printed on A4 or saved as a PDF; the driver's screen is one tap away.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/deliveries/$date')({
  ...runDayRoute,
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-40 w-full rounded-xl', 'mt-4 h-40 w-full rounded-xl']} />,
  component: RunSheetPage,
});

function RunSheetPage() {
  const { date } = Route.useParams();
  const { organisation, readOnly, params } = useDashboard();
  const { data: sheet } = useSuspenseQuery(runSheetQueryOptions(organisation.id, date));
  const day = formatCalendarDate(date);
  return (
    <DashboardPage
      title={`Run sheet · ${day}`}
      head={`Run sheet ${day}`}
      back={{ label: 'Deliveries', link: { to: '/dash/$orgType/$orgId/deliveries', params } }}
      intro={
        <span className="print:hidden">
          {plural(sheet.stops.length, 'stop')}.{' '}
          {readOnly ? '' : 'Drag a stop by its handle (or use the arrow keys) to put the run in order: it is saved at once.'}
        </span>
      }
      actions={
        sheet.stops.length > 0 ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <LinkButton to="/dash/$orgType/$orgId/deliveries/drive/$date" params={{ ...params, date }}>
              <Truck aria-hidden="true" className="h-4 w-4" />
              Driver’s screen
            </LinkButton>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              Print
            </Button>
            <PdfButton path={`${runSheetPath(organisation.id, date)}/pdf`} fallbackName={`run-sheet-${date}.pdf`} />
          </div>
        ) : null
      }
    >
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      {sheet.stops.length === 0 ? (
        <EmptyState title="No stops on this day">An order accepted for delivery on {day} puts its venue here.</EmptyState>
      ) : (
        <RunSheetEditor sheet={sheet} canArrange={!readOnly} />
      )}
    </DashboardPage>
  );
}
