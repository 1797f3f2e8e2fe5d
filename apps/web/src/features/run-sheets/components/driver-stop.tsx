import type { RunStop } from '@tapline/contracts';
import { Camera, Check, CircleSlash, PackageMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/api-client';
import { useAddStopPhoto, useRecordStop } from '../api/record-stop';
import { OutcomeBadge, StopDetails } from './stop-details';
import { StopOutcomeForm, type OutcomeChoice } from './stop-outcome-form';

interface DriverStopProps {
  stop: RunStop;
  index: number;
  supplierId: string;
  date: string;
  canDrive: boolean;
}

/** A photo of the delivery (a docket, the kegs at the door), taken with the phone's camera or chosen. */
function ProofPhoto({ stop, supplierId, date }: Omit<DriverStopProps, 'index' | 'canDrive'>) {
  const addPhoto = useAddStopPhoto(supplierId, date);
  const input = useRef<HTMLInputElement>(null);
  const id = `photo-${stop.venue.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        // the button below opens it: one tab stop
        tabIndex={-1}
        aria-label={`Proof photo for ${stop.venue.name}`}
        className="sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          addPhoto.mutate(
            { venueId: stop.venue.id, file },
            { onSuccess: () => toast.success('Photo added'), onError: (error: Error) => toast.error(error.message) },
          );
          event.currentTarget.value = '';
        }}
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={addPhoto.isPending}
        aria-busy={addPhoto.isPending || undefined}
      >
        <Camera aria-hidden="true" className="h-4 w-4" />
        {addPhoto.isPending ? 'Sending the photo…' : stop.outcome?.photoUrl ? 'Replace the proof photo' : 'Add a proof photo'}
      </Button>
    </div>
  );
}

/**
 * One stop on the driver's phone (decision 0191): its facts, then delivered, partly delivered or failed. A stop already
 * delivered says so; a failed one may be delivered on a later attempt.
 */
export function DriverStop({ stop, index, supplierId, date, canDrive }: DriverStopProps) {
  const record = useRecordStop(supplierId, date);
  const [choice, setChoice] = useState<OutcomeChoice | null>(null);
  const open = canDrive && (stop.outcome === null || stop.outcome.outcome === 'failed');
  const headingId = `stop-${stop.venue.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl border border-line bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold leading-tight text-ink">
          <span className="text-ink-soft">{index + 1}.</span> {stop.venue.name}
        </h2>
        <OutcomeBadge stop={stop} />
      </div>
      <StopDetails stop={stop} />
      {open && choice ? (
        <StopOutcomeForm
          stop={stop}
          choice={choice}
          busy={record.isPending}
          error={record.error}
          onCancel={() => {
            setChoice(null);
            record.reset();
          }}
          onSubmit={(input) =>
            record.mutate(
              { venueId: stop.venue.id, input },
              {
                onSuccess: () => {
                  setChoice(null);
                  toast.success(`${stop.venue.name}: recorded`);
                },
                // a field's refusal shows on the field; anything else in a toast
                onError: (error: Error) => {
                  if (fieldErrors(error).length === 0) toast.error(error.message);
                },
              },
            )
          }
        />
      ) : null}
      {open && !choice ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Button onClick={() => setChoice('delivered')}>
            <Check aria-hidden="true" className="h-4 w-4" />
            Delivered
          </Button>
          <Button variant="secondary" onClick={() => setChoice('partly_delivered')}>
            <PackageMinus aria-hidden="true" className="h-4 w-4" />
            Partly delivered
          </Button>
          <Button variant="secondary" onClick={() => setChoice('failed')}>
            <CircleSlash aria-hidden="true" className="h-4 w-4" />
            Failed
          </Button>
        </div>
      ) : null}
      {canDrive && stop.outcome ? <ProofPhoto stop={stop} supplierId={supplierId} date={date} /> : null}
    </li>
  );
}
