import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** shown under the control, read out with it, and marks it invalid */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string;
  /** hide the label visually (a toolbar filter whose purpose is obvious); it is still read out */
  hideLabel?: boolean;
  /** renders the control with the ids and aria attributes that tie it to its label, hint and error */
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** The label, hint and inline error every form control shares, wired for screen readers. */
export function Field({ label, error, hint, id, className = '', hideLabel = false, children }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-ink'}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
