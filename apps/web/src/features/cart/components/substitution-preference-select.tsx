import { SUBSTITUTION_PREFERENCE_LABELS, substitutionPreferences, type SubstitutionPreference } from '@tapline/contracts';
import { useId } from 'react';

/**
 * What the supplier may send when it can't send this pack (decision 0182): a small select under a cart line or a
 * guide's item. The order line keeps it.
 */
export function SubstitutionPreferenceSelect({
  value,
  label,
  disabled,
  onChange,
}: {
  value: SubstitutionPreference;
  /** the pack it is for, read out with the select */
  label: string;
  disabled?: boolean;
  onChange: (preference: SubstitutionPreference) => void;
}) {
  const id = useId();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-ink-soft">
      <label htmlFor={id}>If unavailable:</label>
      <select
        id={id}
        aria-label={`If ${label} is unavailable`}
        className="h-8 rounded-md border border-stone-400 bg-white px-1.5 text-xs text-ink"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as SubstitutionPreference)}
      >
        {substitutionPreferences.map((preference) => (
          <option key={preference} value={preference}>
            {SUBSTITUTION_PREFERENCE_LABELS[preference]}
          </option>
        ))}
      </select>
    </div>
  );
}
