import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { onlyFor } from '@/features/dashboard';
import { DeletePriceList, PriceListEditor, priceListQueryOptions, PriceListView } from '@/features/price-lists';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * One price list: its form for owners and admins (with Delete), what it charges for members; `new` is the empty form (one
 * route for both: every route is in the scripts each page loads, decision 0174).
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/price-lists/$priceListId')({
  beforeLoad: onlyFor('supplier'),
  // another supplier's list, or none: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params }) =>
    params.priceListId === 'new'
      ? undefined
      : loadOrNotFound([queryClient.ensureQueryData(priceListQueryOptions(organisation.id, params.priceListId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-64 w-full rounded-xl', 'mt-6 h-64 w-full rounded-xl']} />,
  component: PriceListPage,
});

function PriceListPage() {
  const { priceListId } = Route.useParams();
  return priceListId === 'new' ? <NewPriceListPage /> : <ExistingPriceListPage priceListId={priceListId} />;
}

/** A new price list (owners and admins); once created its own page opens. */
function NewPriceListPage() {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const navigate = useNavigate();
  if (!canManage || readOnly) return <NoAccess reason={`The owners and admins of ${supplier.name} make its price lists.`} />;
  return (
    <DashboardPage
      title="New price list"
      back={{ label: 'Price lists', link: { to: '/dash/$orgType/$orgId/settings/price-lists', params } }}
    >
      <PriceListEditor
        supplierId={organisation.id}
        currency={supplier.orderingRules?.currency ?? 'AUD'}
        onSaved={(saved) =>
          void navigate({
            to: '/dash/$orgType/$orgId/settings/price-lists/$priceListId',
            params: { ...params, priceListId: saved.id },
            replace: true,
            ignoreBlocker: true,
          })
        }
      />
    </DashboardPage>
  );
}

function ExistingPriceListPage({ priceListId }: { priceListId: string }) {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const { data: list } = useSuspenseQuery(priceListQueryOptions(organisation.id, priceListId));
  const navigate = useNavigate();
  const currency = supplier.orderingRules?.currency ?? 'AUD';
  const toLists = () => void navigate({ to: '/dash/$orgType/$orgId/settings/price-lists', params, ignoreBlocker: true });
  const used =
    list.accountCount === 0
      ? 'No trade account is on it yet.'
      : `${list.accountCount === 1 ? 'One trade account is' : `${list.accountCount} trade accounts are`} on it.`;
  return (
    <DashboardPage
      title={list.name}
      back={{ label: 'Price lists', link: { to: '/dash/$orgType/$orgId/settings/price-lists', params } }}
      intro={`${list.label}. ${used}`}
      actions={
        canManage && !readOnly ? (
          <div className="mb-6">
            <DeletePriceList supplierId={organisation.id} list={list} onDeleted={toLists} />
          </div>
        ) : undefined
      }
    >
      {canManage && !readOnly ? (
        <PriceListEditor key={list.id} supplierId={organisation.id} currency={currency} list={list} onSaved={() => undefined} />
      ) : (
        <PriceListView list={list} currency={currency} />
      )}
    </DashboardPage>
  );
}
