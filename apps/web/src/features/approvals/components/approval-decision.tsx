import { CheckoutRefusal, type ApprovalRequest } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDecideApproval } from '../api/decide-approval';

/** What a refused approval (409) says can't be placed now, line by line; else its message. */
function refusalLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = CheckoutRefusal.safeParse(error.details);
  return parsed.success ? parsed.data.problems.map((problem) => problem.message) : [error.message];
}

/** Where the request stands once decided: who, when, the note, the lines that came back, the order it placed. */
function Decided({ request, params, timeZone }: DecisionProps) {
  const when = request.decidedAt ? formatDate(request.decidedAt, timeZone) : '';
  const who = request.decidedBy?.name ?? 'Someone';
  const words = {
    approved: `${who} approved it on ${when}.`,
    declined: `${who} declined it on ${when}.`,
    returned: `It came back on ${when}: prices rose since it was sent. Fill the cart again to send it at today’s prices.`,
    withdrawn: `${who} withdrew it on ${when}.`,
    pending: '',
  }[request.status];
  return (
    <div className="space-y-2 rounded-xl border border-line bg-white p-4 text-sm text-ink">
      <p>{words}</p>
      {request.decisionNote ? <p className="rounded-lg bg-malt-50 p-2">Note: {request.decisionNote}</p> : null}
      {request.returnedLines.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {request.returnedLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {request.orderId ? (
        <Link
          to="/dash/$orgType/$orgId/orders/$orderId"
          params={{ ...params, orderId: request.orderId }}
          className="inline-block font-semibold text-malt-700 underline underline-offset-4"
        >
          See the order
        </Link>
      ) : null}
    </div>
  );
}

interface DecisionProps {
  request: ApprovalRequest;
  params: { orgType: string; orgId: string };
  timeZone: string;
}

/** Approve, decline with a note, or withdraw, as the request's `actions` allow; once decided, what was decided. */
export function ApprovalDecision(props: DecisionProps) {
  const { request } = props;
  const decide = useDecideApproval(request.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const { approve, decline, withdraw } = request.actions;
  if (request.status !== 'pending') return <Decided {...props} />;
  if (!approve && !decline && !withdraw) {
    return <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink">It waits for an owner or admin of the venue.</p>;
  }
  const act = (action: 'approve' | 'decline' | 'withdraw') => {
    if (action === 'decline' && note.trim() === '') {
      setNoteError('Say why it is declined');
      return;
    }
    setNoteError(undefined);
    const trimmed = note.trim();
    const decision =
      action === 'decline'
        ? { action, note: trimmed }
        : action === 'approve'
          ? { action, ...(trimmed ? { note: trimmed } : {}) }
          : { action };
    decide.mutate(decision, {
      onSuccess: (after) => {
        const said = {
          approved: 'Approved: the order is placed',
          returned: 'Prices rose: it went back to the requester',
          declined: 'Declined',
          withdrawn: 'Withdrawn',
        };
        toast.success(after.status === 'pending' ? 'Saved' : said[after.status]);
      },
    });
  };
  const refused = decide.isError ? refusalLines(decide.error) : [];
  return (
    <div className="space-y-4 rounded-xl border border-line bg-white p-4">
      {refused.length > 0 ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">It can’t be placed now</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {withdraw && !approve ? (
        <p className="text-sm text-ink">It waits for an owner or admin of the venue. You can withdraw it until they decide.</p>
      ) : null}
      {approve || decline ? (
        <TextareaField
          label="Note for the requester"
          hint="Needed to decline; optional when you approve."
          maxLength={1000}
          value={note}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {withdraw ? (
          <Button variant="secondary" onClick={() => act('withdraw')} disabled={decide.isPending}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            Withdraw
          </Button>
        ) : null}
        {decline ? (
          <Button variant="secondary" onClick={() => act('decline')} disabled={decide.isPending}>
            <X aria-hidden="true" className="h-4 w-4" />
            Decline
          </Button>
        ) : null}
        {approve ? (
          <Button onClick={() => act('approve')} disabled={decide.isPending}>
            <Check aria-hidden="true" className="h-4 w-4" />
            {decide.isPending ? 'Placing…' : 'Approve and place'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
