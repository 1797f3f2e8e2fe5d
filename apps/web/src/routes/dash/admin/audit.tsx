import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { AdminPage, ADMIN_TIME_ZONE } from '@/features/admin';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AuditTable,
  adminAuditQueryOptions,
  adminAuditSearchSchema,
  useAdminAudit,
  type AuditAction,
} from '@/features/audit';
import { plural } from '@/lib/format';
import { adminListRoute } from './-components/admin-route';

export const Route = createFileRoute('/dash/admin/audit')({
  ...adminListRoute(adminAuditSearchSchema),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(adminAuditQueryOptions(deps)),
  component: AuditPage,
});

const ACTION_OPTIONS = [{ value: '', label: 'Every action' }, ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))];
const linkClass = 'font-medium text-malt-800 underline decoration-malt-300 underline-offset-2 hover:decoration-malt-700';

function AuditPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data } = useAdminAudit(search);
  // the organisation filtered on, named by any of its entries (a filter with none shows the empty state)
  const organisation = search.organisationId
    ? data.items.find((entry) => entry.organisation?.id === search.organisationId)?.organisation
    : undefined;
  return (
    <AdminPage
      title="Audit log"
      intro="Every platform admin action and every role, status or ownership change, newest first: who did it, when, and what it was before and after. Choose an organisation’s name to see only its entries."
    >
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Action"
          options={ACTION_OPTIONS}
          value={search.action ?? ''}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                action: (event.target.value || undefined) as AuditAction | undefined,
                page: undefined,
              }),
            })
          }
          className="w-full sm:w-64"
        />
        {search.organisationId ? (
          <p className="min-h-11 py-2 text-sm text-ink">
            Only {organisation ? <strong>{organisation.name}</strong> : 'one organisation'} ·{' '}
            <Link to="." search={(previous) => ({ ...previous, organisationId: undefined, page: undefined })} className={linkClass}>
              Show every organisation
            </Link>
          </p>
        ) : null}
        <p className="ml-auto py-2 text-sm tabular-nums text-ink-soft" aria-live="polite">
          {plural(data.total, 'entry', 'entries')}
        </p>
      </div>
      {data.items.length > 0 ? (
        <div className="mt-4 overflow-hidden rounded-xl border border-line bg-white max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent">
          <AuditTable entries={data.items} showOrganisation timeZone={ADMIN_TIME_ZONE} />
        </div>
      ) : (
        <div className="mt-4">
          <EmptyState title={data.total > 0 ? 'This page is past the end' : 'Nothing recorded yet'}>
            Creating and suspending organisations, invites, and role changes appear here as they happen.
          </EmptyState>
        </div>
      )}
      <SearchPagination list={{ ...data, pageSize: AUDIT_PAGE_SIZE }} search={search} />
    </AdminPage>
  );
}
