import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  /** names the thing: "Remove The Harbour Hotel’s logo?", "Revoke the invite to sam@example.com?" */
  title: string;
  /** what happens if they go ahead */
  children?: ReactNode;
  /** fields the answer needs, e.g. a suspension's reason; Enter in them confirms (the dialog is a form) */
  fields?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger paints the confirm button red (destructive actions) */
  tone?: 'danger' | 'default';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers (UI.md: destructive actions confirm in a dialog naming the thing); Escape
 * and the overlay cancel, except while the answer is being sent. Focus starts on Cancel, the safe answer, or
 * on the first field when there are fields to fill.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  fields,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="animate-fade-in fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl outline-none"
          // without a description Radix would warn; with one it wires aria-describedby itself
          {...(children ? {} : { 'aria-describedby': undefined })}
        >
          <form onSubmit={submit}>
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            {children ? <Dialog.Description className="mt-2 text-sm text-ink-soft">{children}</Dialog.Description> : null}
            {fields ? <div className="mt-4">{fields}</div> : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" autoFocus={!fields} disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} disabled={busy} aria-busy={busy || undefined}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
