import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlClass = 'w-full rounded-lg border bg-white px-3 text-base text-ink focus-visible:border-malt-700';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The label, hint and inline error of one field, wired for screen readers (as TextField does for inputs). */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { controlId, describedBy };
}

function FieldText({ controlId, hint, error }: { controlId: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', rows = 4, ...props },
  ref,
) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} py-2 ${error ? 'border-red-700' : 'border-stone-400'}`}
        {...props}
      />
      <FieldText controlId={controlId} hint={hint} error={error} />
    </div>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & FieldProps>(function SelectField(
  { label, error, hint, id, className = '', children, ...props },
  ref,
) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} h-11 ${error ? 'border-red-700' : 'border-stone-400'}`}
        {...props}
      >
        {children}
      </select>
      <FieldText controlId={controlId} hint={hint} error={error} />
    </div>
  );
});
