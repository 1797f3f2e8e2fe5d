import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationAccess } from '@/features/dashboard/organisation-access';
import { AccountingIntegrations } from '@/features/integrations/components/accounting-integrations';

export const Route = createFileRoute('/dash/venues/$venueId/settings/integrations/')({
  component: VenueIntegrationsPage,
});

function VenueIntegrationsPage() {
  const { venueId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { settings, canManage } = useOrganisationAccess(session.user.id, 'venue', venueId);
  return (
    <div>
      <BackLink to="/dash/venues/$venueId/settings" params={{ venueId: settings.slug }} className="mb-3">
        Settings
      </BackLink>
      <PageHeader title="Integrations" eyebrow={settings.name}>
        Connect the tools {settings.name} already uses.
      </PageHeader>
      <AccountingIntegrations type="venue" canManage={canManage} />
    </div>
  );
}
