import type { DeliveryZone } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { SaveBar } from '@/components/ui/save-bar';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatClock, formatMoney, plural, weekdayName } from '@/lib/format';
import { useSaveZone } from '../api/delivery-zones';
import {
  checkZone,
  localitiesSummary,
  localityText,
  placeZoneRefusal,
  readLocalities,
  valuesOf,
  type ZoneErrors,
  type ZoneValues,
} from '../zone-form';
import { WEEK_ORDER, type UsualRules } from '../zone-words';

/** The localities shown under the field as they were read, so a paste can be checked before saving. */
const SHOWN = 40;

function ReadBack({ text }: { text: string }) {
  const { localities } = readLocalities(text);
  if (localities.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <p className="text-ink">
        Reads as <strong>{localitiesSummary(localities)}</strong>
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Localities read">
        {localities.slice(0, SHOWN).map((locality) => (
          <li key={localityText(locality)} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs tabular-nums text-ink">
            {localityText(locality)}
          </li>
        ))}
        {localities.length > SHOWN ? <li className="px-1 text-xs text-ink-soft">and {localities.length - SHOWN} more</li> : null}
      </ul>
    </div>
  );
}

/**
 * A delivery zone's form (owners and admins), new or existing: name, delivery days, cut-off, lead days, minimum, fee and
 * its localities, pasted as postcodes or "postcode suburb" lines. A rule left empty is the supplier's usual one. A
 * locality already in another zone is refused (409) and said on the localities.
 */
export function ZoneEditor({
  supplierId,
  currency,
  timeZone,
  usual,
  zone,
  onSaved,
}: {
  supplierId: string;
  currency: string;
  timeZone: string;
  usual: UsualRules;
  zone?: DeliveryZone;
  onSaved: (saved: DeliveryZone) => void;
}) {
  const [values, setValues] = useState<ZoneValues>(() => valuesOf(zone));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<ZoneErrors>({});
  const save = useSaveZone(supplierId, zone?.id);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (change: Partial<ZoneValues>) => setValues((current) => ({ ...current, ...change }));
  const toggleDay = (day: number, on: boolean) =>
    set({ weekdays: on ? [...values.weekdays, day].sort() : values.weekdays.filter((chosen) => chosen !== day) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkZone(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: (next) => {
        const nextValues = valuesOf(next);
        setValues(nextValues);
        setSaved(nextValues);
        toast.success(`Delivery zone “${next.name}” saved`);
        onSaved(next);
      },
      onError: (error) => {
        const placed = placeZoneRefusal(
          { status: error instanceof ApiError ? error.status : 0, message: error.message, issues: fieldErrors(error) },
          checked.input,
        );
        setErrors(placed ?? {});
        focusFirstInvalid(form);
        if (!placed) toast.error(error.message);
      },
    });
  }

  const usualText = {
    cutoff: usual.orderCutoffTime ? formatClock(usual.orderCutoffTime) : 'none',
    lead: plural(usual.leadDays ?? 1, 'day'),
    minimum: usual.minimumOrderCents === null ? 'none' : formatMoney(usual.minimumOrderCents, currency),
  };
  return (
    <form noValidate onSubmit={submit} aria-label={zone ? `Delivery zone ${zone.name}` : 'New delivery zone'} className="space-y-6">
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <SettingsSection title="Delivery" headingId="zone-delivery-heading">
        <div className="mt-4 space-y-4">
          <TextField
            label="Name"
            maxLength={80}
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <fieldset className="min-w-0" aria-describedby={errors.weekdays ? 'zone-weekdays-error' : undefined}>
            <legend className="text-sm font-medium text-ink">Delivery days</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEK_ORDER.map((day) => (
                <label
                  key={day}
                  className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50"
                >
                  <input
                    type="checkbox"
                    aria-invalid={errors.weekdays && day === WEEK_ORDER[0] ? true : undefined}
                    className="h-4 w-4 accent-malt-700"
                    checked={values.weekdays.includes(day)}
                    onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                  />
                  {weekdayName(day, 'short')}
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-ink-soft">Public holidays in the venue’s state and your closures are left out by themselves.</p>
            {errors.weekdays ? (
              <p id="zone-weekdays-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.weekdays}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Order cut-off"
              type="time"
              value={values.cutoff}
              error={errors.cutoff}
              hint={`In ${timeZone.replace(/_/g, ' ')} time. Empty: your usual (${usualText.cutoff}).`}
              onChange={(event) => set({ cutoff: event.currentTarget.value })}
            />
            <TextField
              label="Lead time (days)"
              inputMode="numeric"
              value={values.leadDays}
              error={errors.leadDays}
              hint={`Empty: your usual (${usualText.lead}).`}
              onChange={(event) => set({ leadDays: event.currentTarget.value })}
            />
            <TextField
              label="Minimum order ($, ex GST)"
              inputMode="decimal"
              value={values.minimum}
              error={errors.minimum}
              hint={`Empty: your usual (${usualText.minimum}).`}
              onChange={(event) => set({ minimum: event.currentTarget.value })}
            />
            <TextField
              label="Delivery fee ($, ex GST)"
              inputMode="decimal"
              value={values.fee}
              error={errors.fee}
              placeholder="Free"
              hint="Its own line on the order and the tax invoice, with GST. Empty: free delivery."
              onChange={(event) => set({ fee: event.currentTarget.value })}
            />
          </div>
        </div>
      </SettingsSection>

      <SettingsSection title="Where" headingId="zone-where-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          A venue is in this zone when its delivery address has one of these postcodes. A postcode with a suburb takes only that suburb, and
          wins over a zone that has the postcode alone.
        </p>
        <TextareaField
          label="Postcodes and suburbs"
          className="mt-4"
          rows={8}
          spellCheck={false}
          value={values.localities}
          error={errors.localities}
          hint="One a line, or paste a list: 2000, 2007, 2010 — or “2010 Surry Hills” for one suburb."
          onChange={(event) => set({ localities: event.currentTarget.value })}
        />
        <ReadBack text={values.localities} />
      </SettingsSection>

      <SaveBar dirty={dirty} sticky>
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => (setValues(saved), setErrors({}))}>
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending || (zone !== undefined && !dirty)}>
          {save.isPending ? 'Saving…' : zone ? 'Save zone' : 'Create zone'}
        </Button>
      </SaveBar>
    </form>
  );
}
