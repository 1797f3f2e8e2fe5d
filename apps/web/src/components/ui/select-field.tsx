import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
  /** hide the label visually (a toolbar filter whose purpose is obvious); it is still read out */
  hideLabel?: boolean;
}

const selectClass =
  'h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink focus-visible:border-malt-700 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-ink-soft';

/** A labelled native select with hint and inline error (react-hook-form's `register` spreads onto it). */
export function SelectField({ label, options, error, hint, hideLabel = false, id, className = '', ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} hideLabel={hideLabel}>
      {(control) => (
        <select {...control} className={`${selectClass} ${error ? 'border-red-700' : ''}`.trim()} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
