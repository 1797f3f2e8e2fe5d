import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorView } from '@/components/ui/error-view';
import { onlyFor } from '@/features/dashboard';
import { CountSheet, usualCountItems, usualPacksOf, usualQueryOptions } from '@/features/guides';
import { DashboardPage, DashboardPageSkeleton } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';
import { ReadOnlyCount } from '../../-components/read-only-count';
import { loadUsual } from '../../-components/usual-route';

/** Counting the Usual: par is the usual quantity; the suggestions, or what the person types, go to the cart. */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/usual/$supplierId/count')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) => loadUsual(queryClient, organisation.id, params.supplierId),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-32 w-full rounded-xl', 'mt-3 h-32 w-full rounded-xl']} />,
  errorComponent: ErrorView,
  component: UsualCountPage,
});

function UsualCountPage() {
  const { supplierId } = Route.useParams();
  const { organisation, params, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(usualQueryOptions(organisation.id, supplierId));
  const name = data.usual?.supplier.name ?? 'this supplier';
  return (
    <DashboardPage
      title={`Count: the Usual from ${name}`}
      back={{
        label: `The Usual from ${name}`,
        link: { to: '/dash/$orgType/$orgId/guides/usual/$supplierId', params: { ...params, supplierId } },
      }}
      intro="Par is what you usually order. Type what’s on hand in units, or set the packs to order yourself."
    >
      {readOnly ? (
        <ReadOnlyCount />
      ) : data.usual && data.usual.items.length > 0 ? (
        <CountSheet
          items={usualCountItems(data.usual)}
          venueId={organisation.id}
          target={{ kind: 'usual', supplierId }}
          usualPacks={usualPacksOf(data.usual)}
        />
      ) : (
        <EmptyState title="Nothing to count">You haven’t ordered from {name} in the last 90 days.</EmptyState>
      )}
    </DashboardPage>
  );
}
