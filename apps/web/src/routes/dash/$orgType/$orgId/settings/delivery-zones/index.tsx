import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { deliveryZonesQueryOptions, ZonesTable } from '@/features/delivery-zones';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { usualRulesOf } from './-components/usual-rules';

/** A supplier's delivery zones (issue 36, part 4; decision 0174): a row each that opens it; New zone for owners and admins. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/delivery-zones/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(deliveryZonesQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  component: DeliveryZonesPage,
});

function DeliveryZonesPage() {
  const { organisation, settings: supplier, params, canManage, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(deliveryZonesQueryOptions(organisation.id));
  const canEdit = canManage && !readOnly;
  const newButton = (className?: string) =>
    canEdit ? (
      <LinkButton to="/dash/$orgType/$orgId/settings/delivery-zones/$zoneId" params={{ ...params, zoneId: 'new' }} className={className}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New zone
      </LinkButton>
    ) : null;
  return (
    <DashboardPage
      title="Delivery zones"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro={
        data.items.length === 0
          ? 'Without zones you deliver to every venue on your ordering rules. With zones, each area gets its own days, cut-off, minimum and fee, and a venue in no zone can’t order from you.'
          : 'Each area’s days, cut-off, minimum and delivery fee. A venue whose delivery address is in no zone can’t order from you.'
      }
      actions={newButton('mb-6') ?? undefined}
      actionsAlign="end"
    >
      {data.items.length === 0 ? (
        <EmptyState title="No delivery zones" action={newButton()}>
          {canEdit
            ? 'Make one from a list of postcodes (“Inner Sydney”: 2000, 2007, 2010 …) and give it its delivery days and fee.'
            : `The owners and admins of ${supplier.name} set them up; they show here when they do.`}
        </EmptyState>
      ) : (
        <ZonesTable
          items={data.items}
          params={params}
          currency={supplier.orderingRules?.currency ?? 'AUD'}
          usual={usualRulesOf(supplier)}
        />
      )}
    </DashboardPage>
  );
}
