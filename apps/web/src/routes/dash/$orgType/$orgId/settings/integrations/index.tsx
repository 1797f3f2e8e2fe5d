import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { ErrorView } from '@/components/ui/error-view';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { IntegrationsList, xeroIntegrationQueryOptions } from '@/features/integrations';
import { useSignedInPageHead } from '@/lib/page-head';
import { useDashboard } from '../../-components/use-dashboard';

/** The integrations page (docs/domain.md, Routes): what this venue or supplier can connect, Xero for now. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/')({
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(xeroIntegrationQueryOptions(organisation)),
  pendingComponent: IntegrationsSkeleton,
  errorComponent: ErrorView,
  component: IntegrationsPage,
});

function IntegrationsPage() {
  const { organisation, settings, params } = useDashboard();
  useSignedInPageHead('Integrations', settings.name);
  return (
    <div>
      <BackLink to="/dash/$orgType/$orgId/settings" params={params} className="mb-3">
        Settings
      </BackLink>
      <PageHeader title="Integrations" eyebrow={settings.name}>
        Connect the apps you already use, so orders on Tapline reach them without retyping.
      </PageHeader>
      <IntegrationsList organisation={organisation} slug={settings.slug} />
    </div>
  );
}

function IntegrationsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-20" />
      <Skeleton className="mt-4 h-4 w-24" />
      <Skeleton className="mt-2 h-8 w-48" />
      <Skeleton className="mt-3 h-4 w-full max-w-md" />
      <Skeleton className="mt-8 h-6 w-32" />
      <Skeleton className="mt-3 h-24 w-full rounded-xl" />
    </div>
  );
}
