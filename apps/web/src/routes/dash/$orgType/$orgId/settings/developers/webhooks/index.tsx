import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NoAccess } from '@/components/ui/no-access';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { EndpointForm, EndpointsTable, webhookEndpointsQueryOptions } from '@/features/webhooks';
import { DashboardPage } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';

/** Settings → Developers → Webhooks (issue 40): the organisation's endpoints, each with its last day's success rate. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/developers/webhooks/')({
  pendingComponent: () => <TablePageSkeleton rows={2} intro="text" />,
  component: WebhooksPage,
});

function WebhooksPage() {
  const { canManage } = useDashboard();
  if (!canManage) return <NoAccess reason="Only owners and admins manage webhooks. Ask one of them to add an endpoint." />;
  return <Endpoints />;
}

function Endpoints() {
  const { organisation, params, readOnly } = useDashboard();
  const { data } = useSuspenseQuery(webhookEndpointsQueryOptions(organisation));
  const [adding, setAdding] = useState(false);
  const add = readOnly ? null : (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      Add endpoint
    </Button>
  );
  return (
    <DashboardPage
      title="Webhooks"
      back={{ label: 'Developers', link: { to: '/dash/$orgType/$orgId/settings/developers', params } }}
      intro="Tapline posts events (orders placed and changed, your tap list) to your systems as they happen, signed by the Standard Webhooks specification. A failed delivery is retried for about a day; an endpoint failing for five days is disabled, its events kept."
      actions={!adding && data.items.length > 0 && add ? <div className="mb-6">{add}</div> : undefined}
      actionsAlign="end"
    >
      <div className="space-y-6">
        {adding ? <EndpointForm organisation={organisation} onDone={() => setAdding(false)} /> : null}
        {data.items.length > 0 ? (
          <EndpointsTable items={data.items} params={params} />
        ) : adding ? null : (
          <EmptyState title="No endpoints yet" action={add}>
            Add your POS’s or ERP’s URL to receive events.
          </EmptyState>
        )}
        <p className="text-sm">
          <Link to="/dash/$orgType/$orgId/settings/developers/webhooks/events" params={params} className="text-malt-800 underline">
            The event catalogue
          </Link>
          : each event type with an example payload.
        </p>
      </div>
    </DashboardPage>
  );
}
