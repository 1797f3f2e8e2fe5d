import { TAP_NUMBER_MAX, type OnTapEntry, type OnTapUpdateInput, type TapStatus } from '@tapline/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateOnTapEntry } from '../api/update-on-tap-entry';
import { toast } from '../api/settle-on-tap';
import { entryErrorsOf } from '../entry-errors';
import { hasSizeErrors, servingSizesOf, sizeValuesOf } from '../serving-sizes';
import { LIST_LABELS } from '../tap-order';
import { ServingSizesFieldset, setSizeErrors, type SizesFormValues } from './serving-sizes-fieldset';

interface EntryFormValues extends SizesFormValues {
  tapNumber: string;
  status: TapStatus;
  note: string;
}

function valuesOf(entry: OnTapEntry): EntryFormValues {
  return {
    tapNumber: entry.tapNumber === null ? '' : String(entry.tapNumber),
    status: entry.status,
    note: entry.note ?? '',
    sizes: entry.servingSizes.map(sizeValuesOf),
  };
}

/**
 * A row's inline editor: tap number, list, serving sizes (dollars as typed, cents as sent) and note, saved with one
 * PATCH. What the form can tell is said before sending; the server's refusals (a tap already pouring, 409) land
 * on the field they are about.
 */
export function EntryEditor({ venueId, entry, onDone }: { venueId: string; entry: OnTapEntry; onDone: () => void }) {
  const update = useUpdateOnTapEntry(venueId);
  const form = useForm<EntryFormValues>({ defaultValues: valuesOf(entry) });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const { errors } = formState;
  const field = bindFields(register, errors);
  const idPrefix = `entry-${entry.id}`;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const tapText = values.tapNumber.trim();
    const tapNumber = tapText === '' ? null : /^\d+$/.test(tapText) ? Number(tapText) : Number.NaN;
    const parsed = servingSizesOf(values.sizes);
    let refused = false;
    if (tapNumber !== null && (!Number.isInteger(tapNumber) || tapNumber < 1 || tapNumber > TAP_NUMBER_MAX)) {
      setError('tapNumber', { message: `A whole number from 1 to ${TAP_NUMBER_MAX}, or empty` });
      refused = true;
    }
    if (hasSizeErrors(parsed.errors)) {
      setSizeErrors(setError, parsed.errors);
      refused = true;
    }
    if (refused) return;
    const input: OnTapUpdateInput = { tapNumber, status: values.status, servingSizes: parsed.sizes, note: values.note.trim() || null };
    try {
      await update.mutateAsync({ entryId: entry.id, input });
      void toast('success', `${entry.name} is saved`);
      onDone();
    } catch (error) {
      const placed = entryErrorsOf(error);
      if (placed.tapNumber) setError('tapNumber', { message: placed.tapNumber });
      if (placed.note) setError('note', { message: placed.note });
      setSizeErrors(setError, placed.sizes);
      if (placed.form) setError('root', { message: placed.form });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="border-t border-line bg-stone-50 px-3 py-4 sm:px-4"
        aria-label={`Edit ${entry.name}`}
      >
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField label="Tap number" inputMode="numeric" autoComplete="off" {...field('tapNumber')} />
          <Field label="List" id={`${idPrefix}-status`}>
            {(control) => (
              <select
                {...control}
                {...register('status')}
                className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
              >
                {(['pouring', 'next'] as const).map((status) => (
                  <option key={status} value={status}>
                    {LIST_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <div className="mt-4">
          <ServingSizesFieldset />
        </div>

        <TextField
          className="mt-4 sm:max-w-md"
          label="Note"
          hint="Shown on the board beside the name, e.g. “Fresh keg” or “Last pints”."
          maxLength={200}
          autoComplete="off"
          {...field('note')}
        />

        {errors.root?.message ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            Save changes
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
