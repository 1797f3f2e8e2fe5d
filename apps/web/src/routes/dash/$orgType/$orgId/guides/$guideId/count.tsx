import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { onlyFor } from '@/features/dashboard';
import { CountSheet, guideCountItems, guideQueryOptions } from '@/features/guides';
import { formatDateTime } from '@/lib/format-time';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { loadGuide } from '../-components/guide-route';
import { ReadOnlyCount } from '../-components/read-only-count';

/** Count mode: what is on hand per item, the suggestions, and "Add to cart" (any member of the venue). */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/$guideId/count')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) => loadGuide(queryClient, organisation.id, params.guideId),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-32 w-full rounded-xl', 'mt-3 h-32 w-full rounded-xl']} />,
  notFoundComponent: () => <NotFound what="guide" />,
  component: CountPage,
});

function CountPage() {
  const { guideId } = Route.useParams();
  const { organisation, settings, params, readOnly } = useDashboard();
  const { data: guide } = useSuspenseQuery(guideQueryOptions(organisation.id, guideId));
  const last = guide.lastCount
    ? ` Last count ${formatDateTime(guide.lastCount.countedAt, settings.timeZone)}${guide.lastCount.countedBy ? ` by ${guide.lastCount.countedBy.name}` : ''}.`
    : '';
  return (
    <DashboardPage
      title={`Count: ${guide.name}`}
      back={{ label: guide.name, link: { to: '/dash/$orgType/$orgId/guides/$guideId', params: { ...params, guideId } } }}
      intro={`Type what’s on hand in units; each item suggests the packs to order to get back to par.${last}`}
    >
      {readOnly ? (
        <ReadOnlyCount />
      ) : (
        <CountSheet items={guideCountItems(guide)} venueId={organisation.id} target={{ kind: 'guide', guideId }} />
      )}
    </DashboardPage>
  );
}
