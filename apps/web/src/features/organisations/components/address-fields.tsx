import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { addressText } from '../address-text';
import type { OrganisationType } from '../organisation-ref';
import type { AddressKind, SettingsFormValues } from '../settings-form';

/** One address kind: a switch to have it or not, and its lines when it is on. */
export function AddressFields({
  type,
  kind,
  register,
  control,
  errors,
}: {
  type: OrganisationType;
  kind: AddressKind;
  register: UseFormRegister<SettingsFormValues>;
  control: Control<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const enabled = useWatch({ control, name: `addresses.${kind}.enabled` });
  const fieldErrors = errors.addresses?.[kind];
  const text = addressText(type, kind);
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{text.title}</legend>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="h-4 w-4 accent-malt-700" {...register(`addresses.${kind}.enabled`)} />
        {text.toggle}
      </label>
      <p className="mt-1 text-sm text-ink-soft">{text.hint}</p>
      {enabled ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-6">
          <TextField
            className="sm:col-span-6"
            label="Street"
            autoComplete={`section-${kind} address-line1`}
            error={fieldErrors?.line1?.message}
            {...register(`addresses.${kind}.line1`)}
          />
          <TextField
            className="sm:col-span-6"
            label="Unit, level or more (optional)"
            autoComplete={`section-${kind} address-line2`}
            error={fieldErrors?.line2?.message}
            {...register(`addresses.${kind}.line2`)}
          />
          <TextField
            className="sm:col-span-3"
            label="Suburb"
            autoComplete={`section-${kind} address-level2`}
            error={fieldErrors?.suburb?.message}
            {...register(`addresses.${kind}.suburb`)}
          />
          <TextField
            className="sm:col-span-1"
            label="State"
            autoComplete={`section-${kind} address-level1`}
            error={fieldErrors?.state?.message}
            {...register(`addresses.${kind}.state`)}
          />
          <TextField
            className="sm:col-span-2"
            label="Postcode"
            inputMode="numeric"
            autoComplete={`section-${kind} postal-code`}
            error={fieldErrors?.postcode?.message}
            {...register(`addresses.${kind}.postcode`)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
