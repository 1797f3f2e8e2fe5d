import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { TextField } from '@/components/ui/text-field';
import { addressText } from '../address-text';
import type { OrganisationType } from '../organisation-ref';
import type { AddressKind, AddressValues, SettingsFormValues } from '../settings-form';

/** An address's lines in the order they are filled in: its width in the six-column grid, its autofill token. */
const ADDRESS_LINES: {
  name: Exclude<keyof AddressValues, 'enabled'>;
  label: string;
  span: string;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'line1', label: 'Street', span: 'sm:col-span-6', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Unit, level or more (optional)', span: 'sm:col-span-6', autoComplete: 'address-line2' },
  { name: 'suburb', label: 'Suburb', span: 'sm:col-span-3', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', span: 'sm:col-span-1', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', span: 'sm:col-span-2', autoComplete: 'postal-code', inputMode: 'numeric' },
];

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
  const field = bindFields(register, errors);
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
          {ADDRESS_LINES.map((line) => (
            <TextField
              key={line.name}
              className={line.span}
              label={line.label}
              inputMode={line.inputMode}
              autoComplete={`section-${kind} ${line.autoComplete}`}
              {...field(`addresses.${kind}.${line.name}`)}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
