import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** shown under the field, read out with it, and marks the field invalid */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and inline error, wired for screen readers (react-hook-form's `register` spreads onto it). */
export function TextField({ label, error, hint, id, className = '', ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...control} className={error ? 'border-red-700' : ''} {...props} />}
    </Field>
  );
}
