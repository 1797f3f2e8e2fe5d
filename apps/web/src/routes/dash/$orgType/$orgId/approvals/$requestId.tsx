import { Uuid } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { NotFound } from '@/components/ui/not-found';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { ApprovalDecision, approvalRequestQueryOptions, ApprovalSnapshot, ApprovalStatusBadge } from '@/features/approvals';
import { onlyFor } from '@/features/dashboard';
import { formatDate } from '@/lib/format';
import { useSignedInPageHead } from '@/lib/page-head';
import { useDashboard } from '../-components/use-dashboard';

/** One approval request (decision 0184): its frozen lines and totals, who sent it and why, and the decision. */
export const Route = createFileRoute('/dash/$orgType/$orgId/approvals/$requestId')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient }, params }) => {
    if (!Uuid.safeParse(params.requestId).success) throw notFound();
    return queryClient.ensureQueryData(approvalRequestQueryOptions(params.requestId));
  },
  pendingComponent: FormPageSkeleton,
  notFoundComponent: () => <NotFound what="approval request" />,
  component: ApprovalRequestPage,
});

function ApprovalRequestPage() {
  const { requestId } = Route.useParams();
  const { settings, params } = useDashboard();
  const { data: request } = useSuspenseQuery(approvalRequestQueryOptions(requestId));
  useSignedInPageHead(`Approval for ${request.requestedBy.name}`, settings.name);
  return (
    <div className="space-y-5">
      <BackLink to="/dash/$orgType/$orgId/approvals" params={params}>
        Approvals
      </BackLink>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Order from {request.requestedBy.name}</h1>
          <ApprovalStatusBadge status={request.status} />
        </div>
        <p className="text-sm text-ink-soft">
          Sent {formatDate(request.createdAt, settings.timeZone)} · {request.reasonText}
        </p>
      </header>
      <ApprovalDecision request={request} params={params} timeZone={settings.timeZone} />
      <ApprovalSnapshot request={request} />
    </div>
  );
}
