import type { KegCollectionKegType } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { Counts } from '../collection-forms';

/** A number of kegs per keg type, each a field labelled with its type and what is known of it (held, asked). */
export function KegCountFields({
  legend,
  rows,
  counts,
  errors,
  onChange,
}: {
  legend: string;
  rows: readonly { kegType: KegCollectionKegType; hint: ReactNode }[];
  counts: Counts;
  errors: Record<string, string>;
  onChange: (counts: Counts) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <ul className="mt-1 grid gap-2 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.kegType.id}>
            <TextField
              label={row.kegType.name}
              hint={row.hint}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={counts[row.kegType.id] ?? ''}
              error={errors[row.kegType.id]}
              onChange={(event) => onChange({ ...counts, [row.kegType.id]: event.currentTarget.value })}
            />
          </li>
        ))}
      </ul>
      {errors.kegs ? <p className="mt-1 text-sm font-medium text-red-700">{errors.kegs}</p> : null}
    </fieldset>
  );
}

/** A refusal the form couldn't place on a field, above the dialog's buttons. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
