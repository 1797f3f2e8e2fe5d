import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { onlyFor } from '@/features/dashboard';
import { GuideActions, GuideEditor, guideQueryOptions } from '@/features/guides';
import { formatDateTime } from '@/lib/format-time';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { loadGuide } from '../-components/guide-route';

/** One order guide: its sections and items in order with their par levels; owners and admins arrange it. */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/$guideId/')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) => loadGuide(queryClient, organisation.id, params.guideId),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-10 w-32 rounded-lg', 'mt-6 h-64 w-full rounded-xl']} />,
  notFoundComponent: () => <NotFound what="guide" />,
  component: GuidePage,
});

function GuidePage() {
  const { guideId } = Route.useParams();
  const { organisation, settings, params, readOnly } = useDashboard();
  const { data: guide } = useSuspenseQuery(guideQueryOptions(organisation.id, guideId));
  const counted = guide.lastCount
    ? ` Last counted ${formatDateTime(guide.lastCount.countedAt, settings.timeZone)}${guide.lastCount.countedBy ? ` by ${guide.lastCount.countedBy.name}` : ''}.`
    : '';
  return (
    <DashboardPage
      title={guide.name}
      back={{ label: 'Order guides', link: { to: '/dash/$orgType/$orgId/guides', params } }}
      intro={`${guide.supplier ? `${guide.supplier.name}’s products.` : 'Across suppliers.'} Par levels are in units: cans, bottles, kegs${guide.canEdit ? '' : ', set by the venue’s owners and admins'}.${counted}`}
      actions={readOnly ? undefined : <GuideActions guide={guide} venueId={organisation.id} params={params} />}
      className="space-y-4"
    >
      <GuideEditor guide={guide} venueId={organisation.id} editable={guide.canEdit && !readOnly} />
    </DashboardPage>
  );
}
