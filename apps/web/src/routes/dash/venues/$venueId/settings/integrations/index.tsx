import { createFileRoute, Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
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
      <Link
        to="/dash/venues/$venueId/settings"
        params={{ venueId: settings.slug }}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-malt-700 underline-offset-4 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Settings
      </Link>
      <PageHeader title="Integrations" eyebrow={settings.name}>
        Connect the tools {settings.name} already uses.
      </PageHeader>
      <AccountingIntegrations type="venue" canManage={canManage} />
    </div>
  );
}
