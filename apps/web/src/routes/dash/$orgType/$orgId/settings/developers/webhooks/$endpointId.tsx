import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { NoAccess } from '@/components/ui/no-access';
import { NotFound } from '@/components/ui/not-found';
import { SettingsSection } from '@/components/ui/titled-section';
import {
  DeliveryLog,
  EndpointSecret,
  EndpointSending,
  EndpointSettings,
  EndpointStatus,
  successRateWords,
  useRefreshEndpointsWith,
  useWebhookSend,
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
} from '@/features/webhooks';
import { DashboardPage } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';

/** One endpoint: its settings, secret (reveal, rotate), Send test, Recover, and the delivery log with each attempt. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/developers/webhooks/$endpointId')({
  component: EndpointPage,
});

function EndpointPage() {
  const { canManage } = useDashboard();
  if (!canManage) return <NoAccess reason="Only owners and admins manage webhooks." />;
  return <Endpoint />;
}

function Endpoint() {
  const { organisation, params, readOnly } = useDashboard();
  const { endpointId } = Route.useParams();
  const { data } = useSuspenseQuery(webhookEndpointsQueryOptions(organisation));
  const { data: deliveries, dataUpdatedAt } = useSuspenseQuery(webhookDeliveriesQueryOptions(organisation, endpointId));
  useRefreshEndpointsWith(organisation, dataUpdatedAt);
  const send = useWebhookSend(organisation, endpointId);
  const endpoint = data.items.find((item) => item.id === endpointId);
  if (!endpoint) return <NotFound />;
  const canSend = !readOnly && endpoint.enabled;
  return (
    <DashboardPage
      title={endpoint.description || 'Webhook endpoint'}
      back={{ label: 'Webhooks', link: { to: '/dash/$orgType/$orgId/settings/developers/webhooks', params } }}
      intro={endpoint.url}
    >
      <div className="space-y-8">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <EndpointStatus endpoint={endpoint} />
          <span>{successRateWords(endpoint.successRate)}</span>
          {endpoint.disabledReason ? <span className="text-red-800">{endpoint.disabledReason}</span> : null}
        </div>
        <SettingsSection title="Deliveries">
          <div className="space-y-4">
            {readOnly ? null : <EndpointSending organisation={organisation} endpointId={endpoint.id} enabled={endpoint.enabled} />}
            <DeliveryLog
              items={deliveries.items}
              canSend={canSend}
              onResend={(deliveryId) =>
                send.mutate(
                  { kind: 'resend', deliveryId },
                  { onSuccess: () => toast.success('Sent again'), onError: (error) => toast.error(error.message) },
                )
              }
            />
          </div>
        </SettingsSection>
        {readOnly ? null : (
          <>
            <SettingsSection title="Signing secret">
              <EndpointSecret organisation={organisation} endpointId={endpoint.id} />
            </SettingsSection>
            <SettingsSection title="Settings">
              <EndpointSettings key={endpoint.id} organisation={organisation} endpoint={endpoint} params={params} />
            </SettingsSection>
          </>
        )}
      </div>
    </DashboardPage>
  );
}
