import type { RunStop, RunStopOutcomeInput } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrors } from '@/lib/api-client';
import { shortOrders } from '../run-order';

export type OutcomeChoice = RunStopOutcomeInput['outcome'];

interface FormProps {
  stop: RunStop;
  choice: OutcomeChoice;
  busy: boolean;
  error: unknown;
  onSubmit: (input: RunStopOutcomeInput) => void;
  onCancel: () => void;
}

const CONFIRM: Record<OutcomeChoice, string> = {
  delivered: 'Confirm delivered',
  partly_delivered: 'Confirm partly delivered',
  failed: 'Confirm failed',
};

/**
 * What the driver says of one stop: who received it (and, partly delivered, how many of each line were delivered), or
 * why it failed. The server checks it all again and names the field it refuses.
 */
export function StopOutcomeForm({ stop, choice, busy, error, onSubmit, onCancel }: FormProps) {
  const [receiverName, setReceiverName] = useState('');
  const [reason, setReason] = useState('');
  const [delivered, setDelivered] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const served = fieldErrors(error);
  const errorOf = (field: string) => served.find((issue) => issue.field === field || issue.field.startsWith(`${field}.`))?.message;
  const idOf = (what: string) => `${what}-${stop.venue.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (choice === 'failed') return onSubmit({ outcome: 'failed', reason });
    if (choice === 'delivered') return onSubmit({ outcome: 'delivered', receiverName });
    const orders = shortOrders(stop, delivered);
    if (orders === null) return setProblem('Each qty delivered is a whole number, at most what was sent.');
    if (orders.length === 0) return setProblem('Every line is at its full qty: mark the stop delivered instead.');
    onSubmit({ outcome: 'partly_delivered', receiverName, orders });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-line bg-stone-50 p-3">
      {choice === 'failed' ? (
        <TextareaField
          id={idOf('reason')}
          label="Why did it fail?"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errorOf('reason')}
          hint="The venue reads it on the order. The orders stay on the truck for another attempt."
          maxLength={500}
          rows={2}
        />
      ) : (
        <TextField
          id={idOf('receiver')}
          label="Received by"
          autoComplete="off"
          value={receiverName}
          onChange={(event) => setReceiverName(event.currentTarget.value)}
          error={errorOf('receiverName')}
          maxLength={120}
        />
      )}
      {choice === 'partly_delivered' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Qty delivered</legend>
          {stop.orders.flatMap((order) =>
            order.lines.map((line) => (
              <div key={line.lineId} className="flex items-center justify-between gap-3">
                <label htmlFor={idOf(line.lineId)} className="min-w-0 text-sm text-ink">
                  {line.productName} ({line.skuName}) <span className="text-ink-soft">of {line.qty}</span>
                </label>
                <input
                  id={idOf(line.lineId)}
                  inputMode="numeric"
                  value={delivered[line.lineId] ?? String(line.qty)}
                  onChange={(event) => setDelivered({ ...delivered, [line.lineId]: event.currentTarget.value })}
                  className="h-11 w-16 shrink-0 rounded-lg border border-stone-400 bg-white px-2 text-right text-base tabular-nums"
                />
              </div>
            )),
          )}
        </fieldset>
      ) : null}
      {problem || errorOf('orders') ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem ?? errorOf('orders')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} variant={choice === 'failed' ? 'danger' : 'primary'}>
          {busy ? 'Saving…' : CONFIRM[choice]}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
