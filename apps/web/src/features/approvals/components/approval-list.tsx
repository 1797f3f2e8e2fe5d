import type { ApprovalRequest } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';
import { formatDate, plural } from '@/lib/format';
import { ApprovalStatusBadge } from './approval-status-badge';

/** The venue's requests as cards (they read at 360 px as at 1280): who, what, how much, why, and where it stands. */
export function ApprovalList({
  items,
  params,
  timeZone,
}: {
  items: readonly ApprovalRequest[];
  params: { orgType: string; orgId: string };
  timeZone: string;
}) {
  return (
    <ul className="space-y-3">
      {items.map((request) => {
        const suppliers = request.snapshot.groups.map((group) => group.supplier.name).join(', ');
        const lines = request.snapshot.groups.reduce((sum, group) => sum + group.lines.length, 0);
        return (
          <li key={request.id}>
            <Link
              to="/dash/$orgType/$orgId/approvals/$requestId"
              params={{ ...params, requestId: request.id }}
              className="block rounded-xl border border-line bg-white p-4 hover:border-malt-300 focus-visible:border-malt-700"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 font-semibold text-ink">
                  {request.requestedBy.name}
                  <span className="font-normal text-ink-soft"> · {formatDate(request.createdAt, timeZone)}</span>
                </p>
                <ApprovalStatusBadge status={request.status} />
              </div>
              <p className="mt-1 text-sm text-ink">
                {plural(lines, 'line')} from {suppliers || 'no supplier'} ·{' '}
                <Price cents={request.snapshot.totalCents} currency={request.currency} className="font-semibold" /> incl. GST
              </p>
              <p className="mt-1 text-sm text-ink-soft">{request.reasonText}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
