import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorView } from '@/components/ui/error-view';
import { onlyFor } from '@/features/dashboard';
import { plural } from '@/lib/format';
import { usualQueryOptions, UsualTable } from '@/features/guides';
import { DashboardPage, DashboardPageSkeleton } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';
import { loadUsual } from '../../-components/usual-route';

/** The Usual from one supplier: what the venue ordered from it in 90 days, how often, how much, at what price. */
export const Route = createFileRoute('/dash/$orgType/$orgId/guides/usual/$supplierId/')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) => loadUsual(queryClient, organisation.id, params.supplierId),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-64 w-full rounded-xl']} />,
  errorComponent: ErrorView,
  component: UsualPage,
});

function UsualPage() {
  const { supplierId } = Route.useParams();
  const { organisation, params, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(usualQueryOptions(organisation.id, supplierId));
  const back = { label: 'Order guides', link: { to: '/dash/$orgType/$orgId/guides', params } } as const;
  if (!data.usual) {
    return (
      <DashboardPage title="The Usual" back={back}>
        <EmptyState title="No orders from this supplier in the last 90 days">Its Usual appears once you order from it.</EmptyState>
      </DashboardPage>
    );
  }
  const usual = data.usual;
  return (
    <DashboardPage
      title={`The Usual from ${usual.supplier.name}`}
      back={back}
      intro={`What you ordered from ${usual.supplier.name} in the last ${data.weeks} weeks (${plural(usual.orderCount, 'order')}), most often first.`}
      className="space-y-4"
      actions={
        readOnly ? undefined : (
          <LinkButton to="/dash/$orgType/$orgId/guides/usual/$supplierId/count" params={{ ...params, supplierId }}>
            <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
            Count
          </LinkButton>
        )
      }
    >
      <UsualTable usual={usual} weeks={data.weeks} />
    </DashboardPage>
  );
}
