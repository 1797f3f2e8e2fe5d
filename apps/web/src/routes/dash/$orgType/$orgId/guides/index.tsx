import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { GuideCards, guidesQueryOptions, NewGuideButton, UsualCards, usualQueryOptions } from '@/features/guides';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** The venue's order guides and one Usual per supplier it orders from (docs/domain.md, Order guides). */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      queryClient.ensureQueryData(guidesQueryOptions(organisation.id)),
      queryClient.ensureQueryData(usualQueryOptions(organisation.id)),
    ]),
  pendingComponent: () => <ListPageSkeleton grid="cards" />,
  errorComponent: ErrorView,
  component: GuidesPage,
});

function GuidesPage() {
  const { organisation, settings, params, canManage } = useDashboard();
  const { data: guides } = useSuspenseQuery(guidesQueryOptions(organisation.id));
  const { data: usual } = useSuspenseQuery(usualQueryOptions(organisation.id));
  const newGuide = canManage ? <NewGuideButton venueId={organisation.id} suppliers={usual.suppliers} params={params} /> : undefined;
  return (
    <DashboardPage
      title="Order guides"
      intro="Count what’s on hand, and the guide suggests what to order to get back to par, in whole packs."
      actions={guides.items.length > 0 ? newGuide : undefined}
      className="space-y-8"
    >
      <section aria-labelledby="guides-heading" className="space-y-3">
        <h2 id="guides-heading" className="text-lg font-bold text-ink">
          Your guides
        </h2>
        <GuideCards guides={guides.items} params={params} timeZone={settings.timeZone} emptyAction={newGuide} />
      </section>
      <section aria-labelledby="usual-heading" className="space-y-3">
        <div>
          <h2 id="usual-heading" className="text-lg font-bold text-ink">
            The Usual
          </h2>
          <p className="text-sm text-ink-soft">Worked out from your last 90 days of orders, one per supplier: nothing to set up.</p>
        </div>
        <UsualCards suppliers={usual.suppliers} params={params} weeks={usual.weeks} timeZone={settings.timeZone} />
      </section>
    </DashboardPage>
  );
}
