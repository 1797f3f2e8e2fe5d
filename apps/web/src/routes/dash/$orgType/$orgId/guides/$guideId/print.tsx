import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { NotFound } from '@/components/ui/not-found';
import { onlyFor } from '@/features/dashboard';
import { guideQueryOptions, PrintSheet } from '@/features/guides';
import { useSignedInPageHead } from '@/lib/page-head';
import { DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { loadGuide } from '../-components/guide-route';

/** The guide as a printed count sheet (A4): the page prints the sheet alone. */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/$guideId/print')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) => loadGuide(queryClient, organisation.id, params.guideId),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  notFoundComponent: () => <NotFound what="guide" />,
  component: PrintPage,
});

function PrintPage() {
  const { guideId } = Route.useParams();
  const { organisation, settings, params } = useDashboard();
  const { data: guide } = useSuspenseQuery(guideQueryOptions(organisation.id, guideId));
  useSignedInPageHead(`Count sheet: ${guide.name}`, settings.name);
  return (
    <div className="space-y-4 print:space-y-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to="/dash/$orgType/$orgId/guides/$guideId" params={{ ...params, guideId }}>
          {guide.name}
        </BackLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          Print
        </Button>
      </div>
      <div className="rounded-xl bg-stone-200 p-2 sm:p-6 print:rounded-none print:bg-transparent print:p-0">
        <PrintSheet guide={guide} venueName={settings.name} />
      </div>
    </div>
  );
}
