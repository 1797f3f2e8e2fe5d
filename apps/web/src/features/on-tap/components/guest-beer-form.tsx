import type { GuestBeer, TapStatus } from '@tapline/contracts';
import { useForm } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { entryErrorsOf } from '../entry-errors';
import { guestBeerOf, type GuestFormValues } from '../guest-beer';
import { LIST_LABELS } from '../tap-order';

const EMPTY: GuestFormValues = { name: '', brewery: '', style: '', abv: '' };

/** A beer from a brewery not on Tapline, typed in: name and brewery, style and ABV when known. */
export function GuestBeerForm({ status, onAdd }: { status: TapStatus; onAdd: (guest: GuestBeer) => Promise<void> }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<GuestFormValues>({ defaultValues: EMPTY });
  const { errors } = formState;
  const field = bindFields(register, errors);

  const submit = handleSubmit(async (values) => {
    const parsed = guestBeerOf(values);
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) setError(field as keyof GuestFormValues, { message });
      return;
    }
    try {
      await onAdd(parsed.guest);
      reset(EMPTY);
    } catch (error) {
      setError('root', { message: entryErrorsOf(error).form ?? (error instanceof Error ? error.message : String(error)) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4" aria-label="Guest beer">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" maxLength={120} {...field('name')} />
        <TextField label="Brewery" autoComplete="off" maxLength={120} {...field('brewery')} />
        <TextField label="Style" hint="Optional" autoComplete="off" maxLength={80} {...field('style')} />
        <TextField label="ABV (%)" hint="Optional, e.g. 5.2" inputMode="decimal" autoComplete="off" {...field('abv')} />
      </div>
      {errors.root?.message ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        Add guest beer to {LIST_LABELS[status]}
      </Button>
    </form>
  );
}
