import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EventCatalogue, webhookCatalogueQueryOptions } from '@/features/webhooks';
import { DashboardPage } from '../../../-components/dashboard-page';
import { useDashboard } from '../../../-components/use-dashboard';

/** The webhook event catalogue: each type with an example payload, and how a receiver verifies a delivery. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/developers/webhooks/events')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(webhookCatalogueQueryOptions()),
  component: EventsPage,
});

function EventsPage() {
  const { params } = useDashboard();
  const { data } = useSuspenseQuery(webhookCatalogueQueryOptions());
  return (
    <DashboardPage
      title="Webhook events"
      back={{ label: 'Webhooks', link: { to: '/dash/$orgType/$orgId/settings/developers/webhooks', params } }}
      intro="Every delivery is a POST of JSON {id, type, timestamp, sequence, data} with the headers webhook-id, webhook-timestamp and webhook-signature. Verify it with any Standard Webhooks library and your endpoint’s secret; drop an event whose sequence is below the last you saw. The OpenAPI document’s webhooks section has each payload’s schema."
    >
      <EventCatalogue catalogue={data} />
    </DashboardPage>
  );
}
