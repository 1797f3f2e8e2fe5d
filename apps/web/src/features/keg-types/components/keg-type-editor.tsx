import type { KegType } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { RadioCard } from '@/components/ui/radio-card';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSaveKegType } from '../api/keg-types';
import { checkKegType, kegTypeValuesOf, placeKegTypeRefusal, type KegTypeErrors, type KegTypeValues } from '../keg-type-form';

/**
 * A keg type's form (owners and admins), new or existing: its name and size, whose it is (the supplier's own, or a
 * pool's such as Kegstar), and for its own the deposit per keg ex GST and whether GST applies to it. A pool keg never
 * has a deposit, so its form asks for none.
 */
export function KegTypeEditor({
  supplierId,
  kegType,
  onDone,
}: {
  supplierId: string;
  kegType?: KegType;
  /** after a save (with the saved type) or Cancel */
  onDone: (saved?: KegType) => void;
}) {
  const [values, setValues] = useState<KegTypeValues>(() => kegTypeValuesOf(kegType));
  const [errors, setErrors] = useState<KegTypeErrors>({});
  const save = useSaveKegType(supplierId, kegType?.id);
  const dirty = JSON.stringify(values) !== JSON.stringify(kegTypeValuesOf(kegType));
  const set = (change: Partial<KegTypeValues>) => setValues((current) => ({ ...current, ...change }));
  const pool = values.ownerKind === 'pool';
  const title = kegType ? `Edit ${kegType.name}` : 'New keg type';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkKegType(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        toast.success(`Keg type “${saved.name}” saved`);
        onDone(saved);
      },
      onError: (error) => {
        const placed = error instanceof ApiError ? placeKegTypeRefusal(fieldErrors(error), error.message) : null;
        setErrors(placed ?? {});
        if (placed) focusFirstInvalid(form);
        else toast.error(error.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={title}>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <SettingsSection title={title} headingId="keg-type-editor-heading">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            maxLength={80}
            value={values.name}
            error={errors.name}
            hint="What your packs and invoices call it, e.g. “50 L keg”."
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <TextField
            label="Size (litres)"
            inputMode="decimal"
            value={values.litres}
            error={errors.litres}
            onChange={(event) => set({ litres: event.currentTarget.value })}
          />
        </div>
        <fieldset className="mt-4 min-w-0">
          <legend className="text-sm font-medium text-ink">Whose keg</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <RadioCard name="ownerKind" checked={!pool} onChange={() => set({ ownerKind: 'supplier' })}>
              <span className="text-sm">
                <span className="block font-medium text-ink">Your own</span>
                <span className="text-ink-soft">You may charge a deposit per keg.</span>
              </span>
            </RadioCard>
            <RadioCard name="ownerKind" checked={pool} onChange={() => set({ ownerKind: 'pool' })}>
              <span className="text-sm">
                <span className="block font-medium text-ink">A pool’s (Kegstar, Konvoy…)</span>
                <span className="text-ink-soft">Counted, never a deposit: the pool owns it.</span>
              </span>
            </RadioCard>
          </div>
        </fieldset>
        {pool ? (
          <TextField
            className="mt-4 sm:max-w-sm"
            label="Pool"
            maxLength={80}
            placeholder="e.g. Kegstar"
            value={values.poolName}
            error={errors.poolName}
            onChange={(event) => set({ poolName: event.currentTarget.value })}
          />
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Deposit per keg ($, ex GST)"
              inputMode="decimal"
              placeholder="None"
              value={values.deposit}
              error={errors.deposit}
              hint="Its own line on the order and the tax invoice; never counted toward your minimum order."
              onChange={(event) => set({ deposit: event.currentTarget.value })}
            />
            <label className="flex items-start gap-3 self-center text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 accent-malt-700"
                checked={values.depositTaxable}
                onChange={(event) => set({ depositTaxable: event.currentTarget.checked })}
              />
              <span>
                <span className="font-medium text-ink">GST applies to the deposit</span>
                <span className="block text-ink-soft">The usual reading; confirm it with your adviser.</span>
              </span>
            </label>
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : kegType ? 'Save keg type' : 'Add keg type'}
          </Button>
          <Button variant="secondary" onClick={() => onDone()} disabled={save.isPending}>
            Cancel
          </Button>
        </div>
      </SettingsSection>
    </form>
  );
}
