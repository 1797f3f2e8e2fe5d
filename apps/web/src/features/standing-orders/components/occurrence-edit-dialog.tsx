import * as Dialog from '@radix-ui/react-dialog';
import type { StandingOccurrence } from '@tapline/contracts';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useOccurrenceStep } from '../api/change-standing-order';
import { formLinesOf, placeStandingRefusal, type FormLine } from '../standing-form';
import { LinesEditor } from './lines-editor';
import { formatDay } from '../schedule-words';

/**
 * "Edit this one": a dialog that changes this delivery's lines only; the standing order and its other deliveries stay
 * as they are. "Back to the usual lines" (when it was edited) makes it follow the standing order again.
 */
export function OccurrenceEditDialog({
  occurrence,
  venueId,
  onClose,
}: {
  occurrence: StandingOccurrence;
  venueId: string;
  onClose: () => void;
}) {
  const [lines, setLines] = useState<FormLine[]>(() => formLinesOf(occurrence.lines));
  const [error, setError] = useState<string | undefined>();
  const change = useOccurrenceStep(venueId, occurrence.id);
  const linesId = useId();
  const day = formatDay(occurrence.deliveryDate);

  const openChange = (open: boolean) => {
    if (!open && !change.isPending) onClose();
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lines.length === 0) return setError('Keep at least one line, or skip this delivery instead.');
    change.mutate(
      { step: 'lines', lines: lines.map((line) => ({ skuId: line.skuId, qty: line.qty })) },
      {
        onSuccess: () => {
          toast.success(`The ${day} delivery changed`);
          onClose();
        },
        onError: (refusal) => {
          const placed = placeStandingRefusal(refusal, lines);
          setError(placed.errors.lines ?? placed.message ?? refusal.message);
        },
      },
    );
  };
  const revert = () =>
    change.mutate(
      { step: 'revert' },
      {
        onSuccess: () => {
          toast.success(`The ${day} delivery is back to the usual lines`);
          onClose();
        },
        onError: (refusal) => setError(refusal.message),
      },
    );

  return (
    <Dialog.Root open onOpenChange={openChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="animate-fade-in fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-white p-4 shadow-xl outline-none sm:p-5">
          <form onSubmit={save}>
            <Dialog.Title className="text-lg font-semibold text-ink">Edit the {day} delivery</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-soft">
              Only this delivery changes: the standing order and its other deliveries stay as they are.
            </Dialog.Description>
            <h3 id={linesId} className="sr-only">
              Lines of the {day} delivery
            </h3>
            <div className="mt-4">
              <LinesEditor
                lines={lines}
                onChange={setLines}
                supplier={occurrence.supplier}
                venueId={venueId}
                currency={occurrence.currency}
                error={error}
                labelId={linesId}
              />
            </div>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
              {occurrence.actions.includes('revert') ? (
                <Button variant="ghost" className="sm:mr-auto" disabled={change.isPending} onClick={revert}>
                  Back to the usual lines
                </Button>
              ) : null}
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
                {change.isPending ? 'Saving…' : 'Save this delivery'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
