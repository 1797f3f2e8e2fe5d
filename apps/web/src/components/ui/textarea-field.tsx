import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with hint and inline error. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, id, className = '', rows = 3, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={rows}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-malt-700 ${error ? 'border-red-700' : 'border-stone-400'}`}
          {...props}
        />
      )}
    </Field>
  );
});
