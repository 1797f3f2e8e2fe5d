import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorView } from '@/components/ui/error-view';
import { NoAccess } from '@/components/ui/no-access';
import { SearchPagination } from '@/components/ui/pagination';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { AUDIT_PAGE_SIZE, AuditTable, auditPageSearchSchema, organisationAuditQueryOptions, useOrganisationAudit } from '@/features/audit';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** The organisation's own audit log: its owners read who changed roles, invites and status, and when. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/audit')({
  validateSearch: auditPageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    queryClient.ensureQueryData(organisationAuditQueryOptions(organisation, deps)),
  pendingComponent: () => <TablePageSkeleton rows={6} intro="text" />,
  errorComponent: AuditError,
  component: AuditPage,
});

function AuditPage() {
  const search = Route.useSearch();
  const { organisation, settings, params } = useDashboard();
  const { data } = useOrganisationAudit(organisation, search);
  return (
    <DashboardPage
      title="Audit log"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro={
        <>
          Every change to who works here and what they may do, to invites, to {settings.name}’s status, to orders and to trade accounts,
          newest first: who did it, when, and what it was before and after. Only owners see this page.
        </>
      }
    >
      <p className="mb-3 text-sm tabular-nums text-ink-soft" aria-live="polite">
        {plural(data.total, 'entry', 'entries')}
      </p>
      {data.items.length > 0 ? (
        <div className="overflow-hidden rounded-xl border border-line bg-white max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent">
          <AuditTable entries={data.items} showOrganisation={false} timeZone={settings.timeZone} />
        </div>
      ) : (
        <EmptyState title={data.total > 0 ? 'This page is past the end' : 'Nothing recorded yet'}>
          Invites, role changes and people leaving appear here as they happen.
        </EmptyState>
      )}
      <SearchPagination list={{ ...data, pageSize: AUDIT_PAGE_SIZE }} search={search} />
    </DashboardPage>
  );
}

/** Admins and members get 403 from the server: the page is for owners. */
function AuditError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && props.error.status === 403)
    return <NoAccess reason="The audit log is for the owners of this organisation." />;
  return <ErrorView {...props} />;
}
