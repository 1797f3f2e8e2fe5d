import type { StandingOrderDetail } from '@tapline/contracts';
import { Pause, Pencil, Play, Square } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { useStandingOrderStep } from '../api/change-standing-order';
import { addDays, formatDay } from '../schedule-words';

type Dialog = 'pause' | 'end' | null;

/**
 * What an owner or admin does with a standing order: edit the template, pause it until a day (it resumes on its own),
 * resume it now, or end it. An ended one is kept for its history and changes no more.
 */
export function StandingOrderActions({
  order,
  today,
  params,
}: {
  order: StandingOrderDetail;
  today: string;
  params: { orgType: OrganisationTypeSegment; orgId: string };
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | undefined>();
  const step = useStandingOrderStep(order.venue.id, order.id);
  if (order.status === 'ended') return null;

  const openPause = () => {
    setUntil(addDays(today, 14));
    setError(undefined);
    setDialog('pause');
  };
  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      setDialog(null);
    },
    onError: (refusal: Error) => {
      if (dialog === 'pause') setError(refusal.message);
      else {
        toast.error(refusal.message);
        setDialog(null);
      }
    },
  });
  const pause = () => {
    if (!until || until <= today) return setError('Choose a day after today');
    step.mutate({ step: 'pause', body: { until } }, done(`Paused until ${formatDay(until)}`));
  };

  return (
    <div className="flex flex-wrap gap-2">
      <LinkButton
        variant="secondary"
        to="/dash/$orgType/$orgId/standing-orders/$standingOrderId/edit"
        params={{ ...params, standingOrderId: order.id }}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </LinkButton>
      {order.status === 'paused' ? (
        <Button
          variant="secondary"
          disabled={step.isPending}
          onClick={() => step.mutate({ step: 'resume' }, done('Standing order resumed'))}
        >
          <Play aria-hidden="true" className="h-4 w-4" />
          Resume now
        </Button>
      ) : (
        <Button variant="secondary" onClick={openPause}>
          <Pause aria-hidden="true" className="h-4 w-4" />
          Pause
        </Button>
      )}
      <Button variant="secondary" onClick={() => setDialog('end')}>
        <Square aria-hidden="true" className="h-4 w-4" />
        End
      </Button>

      <ConfirmDialog
        open={dialog === 'pause'}
        onOpenChange={(open) => setDialog(open ? 'pause' : null)}
        title={`Pause the standing order with ${order.supplier.name}?`}
        description="Nothing is placed until the day you choose; the deliveries before it are skipped, and it resumes on its own."
        confirmLabel={step.isPending ? 'Pausing…' : 'Pause it'}
        tone="primary"
        busy={step.isPending}
        onConfirm={pause}
      >
        <TextField
          label="Resume on"
          type="date"
          min={addDays(today, 1)}
          value={until}
          error={error}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'end'}
        onOpenChange={(open) => setDialog(open ? 'end' : null)}
        title={`End the standing order with ${order.supplier.name}?`}
        description="No more orders are placed from it; the deliveries ahead are dropped. Orders already placed stay as they are."
        confirmLabel={step.isPending ? 'Ending…' : 'End it'}
        cancelLabel="Keep it"
        busy={step.isPending}
        onConfirm={() => step.mutate({ step: 'end' }, done('Standing order ended'))}
      />
    </div>
  );
}
