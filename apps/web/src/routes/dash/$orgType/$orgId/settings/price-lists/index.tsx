import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { priceListsQueryOptions, PriceListsTable } from '@/features/price-lists';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/** A supplier's price lists (issue 36, part 3; decision 0174): a row each that opens it; New price list for owners and admins. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/price-lists/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(priceListsQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  component: PriceListsPage,
});

function PriceListsPage() {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(priceListsQueryOptions(organisation.id));
  const canEdit = canManage && !readOnly;
  const newButton = (className?: string) =>
    canEdit ? (
      <LinkButton
        to="/dash/$orgType/$orgId/settings/price-lists/$priceListId"
        params={{ ...params, priceListId: 'new' }}
        className={className}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        New price list
      </LinkButton>
    ) : null;
  return (
    <DashboardPage
      title="Price lists"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro="The prices a venue with a trade account pays: a percentage off your list prices, or fixed prices per pack, with quantity breaks. An account names its list; a venue’s own price still wins."
      actions={newButton('mb-6') ?? undefined}
      actionsAlign="end"
    >
      {data.items.length === 0 ? (
        <EmptyState title="No price lists yet" action={newButton()}>
          {canEdit
            ? 'Make one (“Gold venues: 10 % off”), then choose it when you approve a trade account.'
            : `The owners and admins of ${supplier.name} make them; they show here when they do.`}
        </EmptyState>
      ) : (
        <PriceListsTable items={data.items} params={params} timeZone={supplier.timeZone} />
      )}
    </DashboardPage>
  );
}
