import type { ApprovalStatus } from '@tapline/contracts';
import { Badge } from '@/components/ui/badge';

const LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
  returned: 'Sent back',
  withdrawn: 'Withdrawn',
};

const TONES = { pending: 'accent', approved: 'success', declined: 'danger', returned: 'danger', withdrawn: 'neutral' } as const;

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
