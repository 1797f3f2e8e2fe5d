import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with hint and inline error. */
export function TextareaField({ label, error, hint, id, className = '', rows = 3, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-malt-700 ${error ? 'border-red-700' : 'border-stone-400'}`}
          {...props}
        />
      )}
    </Field>
  );
}
