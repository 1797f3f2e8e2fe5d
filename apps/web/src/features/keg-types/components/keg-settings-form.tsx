import { KegSettings } from '@tapline/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DetailRow } from '@/components/ui/detail-row';
import { TextField } from '@/components/ui/text-field';
import { SettingsSection } from '@/components/ui/titled-section';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { plural } from '@/lib/format';
import { useSaveKegSettings } from '../api/keg-types';

type Field = keyof KegSettings;
const MESSAGES: Record<Field, string> = {
  collectionPromiseDays: 'Enter a whole number of days from 1 to 90',
  kegOutDays: 'Enter a whole number of days from 1 to 730',
};

const asText = (settings: KegSettings) => ({
  collectionPromiseDays: String(settings.collectionPromiseDays),
  kegOutDays: String(settings.kegOutDays),
});

/**
 * The supplier's keg promises: how many days it takes to collect empties once asked, and how long a keg may be out
 * before it needs attention. Owners and admins change them; members read them.
 */
export function KegSettingsForm({ supplierId, settings, canEdit }: { supplierId: string; settings: KegSettings; canEdit: boolean }) {
  const [values, setValues] = useState(() => asText(settings));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveKegSettings(supplierId);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  if (!canEdit)
    return (
      <SettingsSection title="Keg promises" headingId="keg-settings-heading">
        <dl className="mt-2 divide-y divide-line">
          <DetailRow term="Empties collected within">{plural(settings.collectionPromiseDays, 'day')}</DetailRow>
          <DetailRow term="A keg needs attention after">{plural(settings.kegOutDays, 'day')} out</DetailRow>
        </dl>
      </SettingsSection>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
    const parsed = KegSettings.safeParse({
      collectionPromiseDays: whole(values.collectionPromiseDays),
      kegOutDays: whole(values.kegOutDays),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], MESSAGES[issue.path[0] as Field]])));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(asText(next));
        setSaved(asText(next));
        toast.success('Keg promises saved');
      },
      onError: (error) => {
        const placed = fieldErrors(error).filter((issue) => issue.field in MESSAGES);
        if (placed.length === 0) toast.error(error.message);
        setErrors(Object.fromEntries(placed.map((issue) => [issue.field, MESSAGES[issue.field as Field]])));
        focusFirstInvalid(form);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Keg promises">
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <SettingsSection title="Keg promises" headingId="keg-settings-heading">
        <p className="mt-0.5 text-sm text-ink-soft">
          Empties waiting longer, and kegs out longer, show as needing attention on both sides.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Collect empties within (days)"
            inputMode="numeric"
            value={values.collectionPromiseDays}
            error={errors.collectionPromiseDays}
            hint="From the day a venue asks for a collection."
            onChange={(event) => setValues({ ...values, collectionPromiseDays: event.currentTarget.value })}
          />
          <TextField
            label="Keg out before it needs attention (days)"
            inputMode="numeric"
            value={values.kegOutDays}
            error={errors.kegOutDays}
            hint="From its delivery."
            onChange={(event) => setValues({ ...values, kegOutDays: event.currentTarget.value })}
          />
        </div>
        <Button type="submit" className="mt-6" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save keg promises'}
        </Button>
      </SettingsSection>
    </form>
  );
}
