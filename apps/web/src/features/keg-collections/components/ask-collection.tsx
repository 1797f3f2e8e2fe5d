import type { KegCollection, KegCollectionRequestInput, CollectionSupplier } from '@tapline/contracts';
import { Truck, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RadioCard } from '@/components/ui/radio-card';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCalendarDate } from '@/lib/format';
import { useAskForCollection, useCancelCollection } from '../api/keg-collections';
import { askInputOf, askValuesFor, placeKegRefusal, type AskValues, type When } from '../collection-forms';
import { emptiesWords, kegCounts } from '../collection-words';
import { FormMessage, KegCountFields } from './count-fields';

const WHEN: { value: When; label: string }[] = [
  { value: 'next', label: 'At the next delivery' },
  { value: 'day', label: 'On a delivery day' },
  { value: 'swap', label: 'Swap one for one at the next delivery' },
];

/**
 * "Ask for collection" and its dialog (any member of the venue): how many of each keg type, when (the next delivery,
 * one of the supplier's delivery days, or a swap one for one), and a note. With a request open it changes it.
 */
export function AskCollectionButton({ venueId, supplier }: { venueId: string; supplier: CollectionSupplier }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<AskValues>(() => askValuesFor(supplier));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const ask = useAskForCollection(venueId);
  const set = (change: Partial<AskValues>) => setValues((current) => ({ ...current, ...change }));
  const changing = supplier.open !== null;
  const days = supplier.collectionDays.map((day) => ({ value: day, label: formatCalendarDate(day) }));

  const openDialog = () => {
    setValues(askValuesFor(supplier));
    setErrors({});
    setMessage(null);
    setOpen(true);
  };
  const confirm = () => {
    const checked = askInputOf(values, supplier);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const sent: KegCollectionRequestInput = checked.input;
    setErrors({});
    setMessage(null);
    ask.mutate(sent, {
      onSuccess: (collection: KegCollection) => {
        toast.success(`${supplier.supplier.name} is asked to collect ${kegCounts(collection.requested)}`);
        setOpen(false);
      },
      onError: (error) => {
        const placed = placeKegRefusal(error, sent.kegs);
        setErrors(placed.errors);
        setMessage(placed.message);
      },
    });
  };
  return (
    <>
      <Button variant={changing ? 'secondary' : 'primary'} onClick={openDialog}>
        <Truck aria-hidden="true" className="h-4 w-4" />
        {changing ? 'Change request' : 'Ask for collection'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Ask ${supplier.supplier.name} to collect empties`}
        description={
          changing
            ? 'Your request is replaced by this one.'
            : 'The supplier is told. The deposit is refunded for the kegs its driver actually takes.'
        }
        confirmLabel={ask.isPending ? 'Asking…' : changing ? 'Change request' : 'Ask for collection'}
        tone="primary"
        busy={ask.isPending}
        onConfirm={confirm}
      >
        <div className="grid gap-4">
          <KegCountFields
            legend="Kegs to collect"
            rows={supplier.kegs.map((held) => ({
              kegType: held.kegType,
              hint: `You hold ${held.balance}; ${emptiesWords(held.emptiesWaiting)} waiting`,
            }))}
            counts={values.counts}
            errors={errors}
            onChange={(counts) => {
              set({ counts });
              setErrors({});
            }}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">When</legend>
            {WHEN.filter((choice) => choice.value !== 'day' || days.length > 0).map((choice) => (
              <RadioCard key={choice.value} name="when" checked={values.when === choice.value} onChange={() => set({ when: choice.value })}>
                <span className="text-sm text-ink">{choice.label}</span>
              </RadioCard>
            ))}
          </fieldset>
          {values.when === 'day' ? (
            <SelectField
              label="Day"
              options={days}
              value={values.day}
              error={errors.day}
              onChange={(event) => set({ day: event.currentTarget.value })}
            />
          ) : null}
          <TextareaField
            label="Note for the driver"
            hint="Where the empties are, when someone is in."
            rows={2}
            maxLength={500}
            value={values.note}
            onChange={(event) => set({ note: event.currentTarget.value })}
          />
        </div>
        <FormMessage message={message} />
      </ConfirmDialog>
    </>
  );
}

/** "Cancel request" (any member of the venue), confirmed. */
export function CancelRequestButton({ collection }: { collection: KegCollection }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const cancel = useCancelCollection();
  // mutateAsync: the refetch that follows takes the request, and this button, off the page
  const confirm = () =>
    cancel.mutateAsync(collection.id).then(
      () => {
        toast.success(`Collection request to ${collection.supplier.name} cancelled`);
        setOpen(false);
      },
      (error: Error) => setMessage(error.message),
    );
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <X aria-hidden="true" className="h-4 w-4" />
        Cancel request
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setMessage(null);
        }}
        title={`Cancel your collection request to ${collection.supplier.name}?`}
        description={`${kegCounts(collection.requested)} stay with you until you ask again.`}
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={confirm}
      >
        {message ? <FormMessage message={message} /> : null}
      </ConfirmDialog>
    </>
  );
}
