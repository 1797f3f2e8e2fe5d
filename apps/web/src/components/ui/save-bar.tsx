import type { ReactNode } from 'react';

interface SaveBarProps {
  /** whether the form has changes not saved yet */
  dirty: boolean;
  /** kept in view at the foot of the screen, for a form longer than the screen */
  sticky?: boolean;
  /** the form's buttons, at the end of the row */
  children: ReactNode;
  /** said under the row (why a button waits) */
  below?: ReactNode;
}

/** A form's last row: whether there are unsaved changes (on a phone only read out, for room), then its buttons. */
export function SaveBar({ dirty, sticky = false, children, below }: SaveBarProps) {
  const row = (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <p className="mr-auto text-sm text-ink-soft max-sm:sr-only" aria-live="polite">
        {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
      </p>
      {children}
    </div>
  );
  if (!sticky) return row;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      {row}
      {below}
    </div>
  );
}
