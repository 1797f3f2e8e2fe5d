import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { ApprovalAllowanceForm, ApprovalList, approvalRequestsQueryOptions } from '@/features/approvals';
import { onlyFor } from '@/features/dashboard';
import { useReadOnly } from '@/lib/read-only-view';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A venue's approval requests (decision 0184): every one for its owners and admins, a person's own for the others. */
export const Route = createFileRoute('/dash/$orgType/$orgId/approvals/')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(approvalRequestsQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={3} intro="text" />,
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const { organisation, settings, params } = useDashboard();
  const { data } = useSuspenseQuery(approvalRequestsQueryOptions(organisation.id));
  const pending = data.items.filter((request) => request.status === 'pending');
  const decided = data.items.filter((request) => request.status !== 'pending');
  const readOnly = useReadOnly();
  return (
    <DashboardPage
      title="Approvals"
      intro={
        data.approves
          ? `Orders ${settings.name}’s staff, and buyers over their limits, sent for approval. Approving places exactly what was sent.`
          : 'The orders you sent for approval, and what an owner or admin decided.'
      }
      className="space-y-8"
    >
      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-lg font-semibold text-ink">
          Waiting
        </h2>
        {pending.length === 0 ? (
          <EmptyState title="Nothing waits for approval">
            {data.approves ? 'A request shows here, and in your bell, when someone sends one.' : 'Orders you send for approval show here.'}
          </EmptyState>
        ) : (
          <ApprovalList items={pending} params={params} timeZone={settings.timeZone} />
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decided-heading" className="space-y-3">
          <h2 id="decided-heading" className="text-lg font-semibold text-ink">
            Decided
          </h2>
          <ApprovalList items={decided} params={params} timeZone={settings.timeZone} />
        </section>
      ) : null}
      {data.approves && !readOnly ? <ApprovalAllowanceForm venueId={organisation.id} percent={data.priceRisePercent} /> : null}
    </DashboardPage>
  );
}
