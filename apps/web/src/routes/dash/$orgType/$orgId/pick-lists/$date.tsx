import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Printer, Truck } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button, LinkButton } from '@/components/ui/button';
import { NotFound } from '@/components/ui/not-found';
import { onlyFor } from '@/features/dashboard';
import { PdfButton } from '@/features/invoices';
import { longDate, pickListPath, pickListQueryOptions, PickListSheet } from '@/features/pick-lists';
import { useSignedInPageHead } from '@/lib/page-head';
import { urlCalendarDate } from '@/lib/url-search';
import { DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One delivery day's pick list (decision 0188): the sheet as it prints on A4, with Print and Download PDF. */
export const Route = createFileRoute('/dash/$orgType/$orgId/pick-lists/$date')({
  beforeLoad: (context) => {
    onlyFor('supplier')(context);
    // not the contracts' CalendarDate: beforeLoad is in the entry chunk, which carries no zod (decision 0087)
    if (!urlCalendarDate(context.params.date)) throw notFound();
  },
  loader: ({ context: { queryClient, organisation }, params }) =>
    queryClient.ensureQueryData(pickListQueryOptions(organisation.id, params.date)),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  notFoundComponent: () => <NotFound what="pick list" />,
  component: PickListPage,
});

function PickListPage() {
  const { date } = Route.useParams();
  const { organisation, settings, params } = useDashboard();
  const { data: list } = useSuspenseQuery(pickListQueryOptions(organisation.id, date));
  useSignedInPageHead(`Pick list ${longDate(date)}`, settings.name);
  return (
    <div className="space-y-4 print:space-y-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to="/dash/$orgType/$orgId/pick-lists" params={params}>
          Pick lists
        </BackLink>
        <div className="flex flex-wrap gap-2">
          <LinkButton variant="secondary" to="/dash/$orgType/$orgId/deliveries/$date" params={{ ...params, date }}>
            <Truck aria-hidden="true" className="h-4 w-4" />
            Run sheet
          </LinkButton>
          <PdfButton path={`${pickListPath(organisation.id, date)}/pdf`} fallbackName={`pick-list-${date}.pdf`} />
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print
          </Button>
        </div>
      </div>
      <div className="rounded-xl bg-stone-200 p-2 sm:p-6 print:rounded-none print:bg-transparent print:p-0">
        <PickListSheet list={list} />
      </div>
    </div>
  );
}
