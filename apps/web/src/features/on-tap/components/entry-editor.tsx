import { SERVING_SIZES_MAX, TAP_NUMBER_MAX, type OnTapEntry, type OnTapUpdateInput, type TapStatus } from '@tapline/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useUpdateOnTapEntry } from '../api/update-on-tap-entry';
import { toast } from '../api/settle-on-tap';
import { entryErrorsOf } from '../entry-errors';
import { hasSizeErrors, nextSizeRow, servingSizesOf, sizeValuesOf, type ServingSizeValues } from '../serving-sizes';
import { LIST_LABELS } from '../tap-order';

interface EntryFormValues {
  tapNumber: string;
  status: TapStatus;
  note: string;
  sizes: ServingSizeValues[];
}

function valuesOf(entry: OnTapEntry): EntryFormValues {
  return {
    tapNumber: entry.tapNumber === null ? '' : String(entry.tapNumber),
    status: entry.status,
    note: entry.note ?? '',
    sizes: entry.servingSizes.map(sizeValuesOf),
  };
}

const sizeInputClass = 'h-10 px-2! text-sm';

/**
 * A row's inline editor: tap number, list, serving sizes (dollars as typed, cents as sent) and note, saved with one
 * PATCH. What the form can tell is said before sending; the server's refusals (a tap already pouring, 409) land
 * on the field they are about.
 */
export function EntryEditor({ venueId, entry, onDone }: { venueId: string; entry: OnTapEntry; onDone: () => void }) {
  const update = useUpdateOnTapEntry(venueId);
  const form = useForm<EntryFormValues>({ defaultValues: valuesOf(entry) });
  const { register, control, handleSubmit, setError, clearErrors, formState } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const { errors } = formState;
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
      parsed.errors.forEach((row, index) => {
        for (const [field, message] of Object.entries(row)) setError(`sizes.${index}.${field as keyof ServingSizeValues}`, { message });
      });
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
      placed.sizes.forEach((row, index) => {
        for (const [field, message] of Object.entries(row)) setError(`sizes.${index}.${field as keyof ServingSizeValues}`, { message });
      });
      if (placed.form) setError('root', { message: placed.form });
    }
  });

  function addSize() {
    const row = nextSizeRow(form.getValues('sizes'));
    if (row) sizes.append(row, { shouldFocus: true, focusName: `sizes.${sizes.fields.length}.${row.label ? 'price' : 'label'}` });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="border-t border-line bg-stone-50 px-3 py-4 sm:px-4" aria-label={`Edit ${entry.name}`}>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <TextField label="Tap number" inputMode="numeric" autoComplete="off" error={errors.tapNumber?.message} {...register('tapNumber')} />
        <Field label="List" id={`${idPrefix}-status`}>
          {(control) => (
            <select {...control} {...register('status')} className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink">
              {(['pouring', 'next'] as const).map((status) => (
                <option key={status} value={status}>
                  {LIST_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink">Serving sizes</legend>
        {sizes.fields.length === 0 ? <p className="mt-1 text-sm text-ink-soft">No sizes yet: add the glasses you pour it in, with their prices.</p> : null}
        {sizes.fields.length > 0 ? (
          <div aria-hidden="true" className="mt-1 grid grid-cols-[minmax(0,1fr)_3.75rem_4.75rem_2.25rem] gap-1.5 text-xs font-medium text-ink-soft sm:gap-2 sm:grid-cols-[minmax(0,14rem)_6rem_7rem_2.5rem]">
            <span>Name</span>
            <span>mL</span>
            <span>Price ($)</span>
          </div>
        ) : null}
        <ul className="mt-1 space-y-2">
          {sizes.fields.map((field, index) => {
            const rowErrors = errors.sizes?.[index];
            const n = index + 1;
            return (
              <li key={field.id}>
                <div className="grid grid-cols-[minmax(0,1fr)_3.75rem_4.75rem_2.25rem] items-start gap-1.5 sm:gap-2 sm:grid-cols-[minmax(0,14rem)_6rem_7rem_2.5rem]">
                  <Field label={`Size ${n} name`} hideLabel error={rowErrors?.label?.message}>
                    {(control) => <Input {...control} className={sizeInputClass} maxLength={40} placeholder="Schooner" {...register(`sizes.${index}.label`)} />}
                  </Field>
                  <Field label={`Size ${n} millilitres`} hideLabel error={rowErrors?.volumeMl?.message}>
                    {(control) => <Input {...control} className={`${sizeInputClass} tabular-nums`} inputMode="numeric" placeholder="425" {...register(`sizes.${index}.volumeMl`)} />}
                  </Field>
                  <Field label={`Size ${n} price in dollars`} hideLabel error={rowErrors?.price?.message}>
                    {(control) => <Input {...control} className={`${sizeInputClass} tabular-nums`} inputMode="decimal" placeholder="9.50" {...register(`sizes.${index}.price`)} />}
                  </Field>
                  <button
                    type="button"
                    onClick={() => sizes.remove(index)}
                    aria-label={`Remove size ${n}`}
                    className="flex h-10 w-9 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        {sizes.fields.length < SERVING_SIZES_MAX ? (
          <Button variant="ghost" className="mt-2 px-2" onClick={addSize}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add a size
          </Button>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">At most {SERVING_SIZES_MAX} sizes.</p>
        )}
      </fieldset>

      <TextField
        className="mt-4 sm:max-w-md"
        label="Note"
        hint="Shown on the board beside the name, e.g. “Fresh keg” or “Last pints”."
        maxLength={200}
        autoComplete="off"
        error={errors.note?.message}
        {...register('note')}
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
  );
}
