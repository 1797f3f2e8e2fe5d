import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { OccurrenceAgenda, standingAgendaQueryOptions, standingOrdersQueryOptions, StandingOrderTable } from '@/features/standing-orders';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A venue's standing orders (issue 35): each with its days, next delivery and state, and the deliveries coming up across them. */
export const Route = createFileRoute('/dash/$orgType/$orgId/standing-orders/')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation } }) =>
    Promise.all([
      queryClient.ensureQueryData(standingOrdersQueryOptions(organisation.id)),
      queryClient.ensureQueryData(standingAgendaQueryOptions(organisation.id)),
    ]),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: StandingOrdersPage,
});

function StandingOrdersPage() {
  const { organisation, settings: venue, params, keepsStandingOrders, readOnly } = useDashboard();
  const { data: list } = useSuspenseQuery(standingOrdersQueryOptions(organisation.id));
  const { data: agenda } = useSuspenseQuery(standingAgendaQueryOptions(organisation.id));
  const canCreate = keepsStandingOrders && !readOnly;
  const newButton = (className?: string) =>
    canCreate ? (
      <LinkButton to="/dash/$orgType/$orgId/standing-orders/new" params={params} className={className}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New standing order
      </LinkButton>
    ) : null;
  return (
    <DashboardPage
      title="Standing orders"
      intro={`Orders ${venue.name} sends to a supplier on its own, on the delivery days chosen, at the supplier’s cut-off. Skip or change one delivery without touching the rest.`}
      actions={newButton('mb-6') ?? undefined}
      actionsAlign="end"
    >
      {list.items.length === 0 ? (
        <EmptyState title="No standing orders yet" action={newButton()}>
          {canCreate
            ? 'Set one up here, or open a past order and choose “Make this a standing order”.'
            : 'The venue’s owners and admins set them up; they show here when they do.'}
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <StandingOrderTable items={list.items} params={params} />
          <section aria-labelledby="agenda-heading">
            <h2 id="agenda-heading" className="text-lg font-semibold text-ink">
              Coming up
            </h2>
            <p className="mb-3 text-sm text-ink-soft">Every delivery of your standing orders in the next eight weeks.</p>
            {agenda.items.length === 0 ? (
              <EmptyState title="Nothing coming up">No standing order has a delivery in the next eight weeks.</EmptyState>
            ) : (
              <OccurrenceAgenda items={agenda.items} params={params} />
            )}
          </section>
        </div>
      )}
    </DashboardPage>
  );
}
