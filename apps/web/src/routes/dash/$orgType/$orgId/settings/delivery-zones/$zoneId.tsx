import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { onlyFor } from '@/features/dashboard';
import { DeleteZone, deliveryZonesQueryOptions, ZoneEditor, ZoneView } from '@/features/delivery-zones';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { usualRulesOf } from './-components/usual-rules';

/**
 * One delivery zone: its form for owners and admins (with Delete), its rules and localities for members; `new` is the
 * empty form (one route for both: every route is in the scripts each page loads, decision 0174).
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/delivery-zones/$zoneId')({
  beforeLoad: onlyFor('supplier'),
  // the API has no GET of one zone: the supplier's list holds it, or it is Not Found (another supplier's too)
  loader: async ({ context: { queryClient, organisation }, params }) => {
    const { items } = await queryClient.ensureQueryData(deliveryZonesQueryOptions(organisation.id));
    if (params.zoneId !== 'new' && !items.some((zone) => zone.id === params.zoneId)) throw notFound();
  },
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-64 w-full rounded-xl', 'mt-6 h-48 w-full rounded-xl']} />,
  component: ZonePage,
});

function ZonePage() {
  const { zoneId } = Route.useParams();
  return zoneId === 'new' ? <NewZonePage /> : <ExistingZonePage zoneId={zoneId} />;
}

/** A new delivery zone (owners and admins); once created the zones list opens. */
function NewZonePage() {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const navigate = useNavigate();
  if (!canManage || readOnly) return <NoAccess reason={`The owners and admins of ${supplier.name} set up its delivery zones.`} />;
  return (
    <DashboardPage
      title="New delivery zone"
      back={{ label: 'Delivery zones', link: { to: '/dash/$orgType/$orgId/settings/delivery-zones', params } }}
    >
      <ZoneEditor
        supplierId={organisation.id}
        currency={supplier.orderingRules?.currency ?? 'AUD'}
        timeZone={supplier.timeZone}
        usual={usualRulesOf(supplier)}
        onSaved={() => void navigate({ to: '/dash/$orgType/$orgId/settings/delivery-zones', params, ignoreBlocker: true })}
      />
    </DashboardPage>
  );
}

function ExistingZonePage({ zoneId }: { zoneId: string }) {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(deliveryZonesQueryOptions(organisation.id));
  const navigate = useNavigate();
  const zone = data.items.find((candidate) => candidate.id === zoneId);
  const currency = supplier.orderingRules?.currency ?? 'AUD';
  const toZones = () => void navigate({ to: '/dash/$orgType/$orgId/settings/delivery-zones', params, ignoreBlocker: true });
  const back = { label: 'Delivery zones', link: { to: '/dash/$orgType/$orgId/settings/delivery-zones', params } } as const;
  // deleted here a moment ago (the list refetched before the page left)
  if (!zone) return <DashboardPage title="Delivery zone" back={back} intro="This zone no longer exists." />;
  return (
    <DashboardPage
      title={zone.name}
      back={back}
      intro="Where it delivers, on which days, and at what fee."
      actions={
        canManage && !readOnly ? (
          <div className="mb-6">
            <DeleteZone supplierId={organisation.id} zone={zone} onDeleted={toZones} />
          </div>
        ) : undefined
      }
    >
      {canManage && !readOnly ? (
        <ZoneEditor
          key={zone.id}
          supplierId={organisation.id}
          currency={currency}
          timeZone={supplier.timeZone}
          usual={usualRulesOf(supplier)}
          zone={zone}
          onSaved={() => undefined}
        />
      ) : (
        <ZoneView zone={zone} currency={currency} usual={usualRulesOf(supplier)} />
      )}
    </DashboardPage>
  );
}
