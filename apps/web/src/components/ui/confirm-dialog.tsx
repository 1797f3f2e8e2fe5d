import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** names the thing, e.g. "Revoke the invite to sam@example.com?" */
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** the button that keeps things as they are */
  cancelLabel?: string;
  /** danger for destructive actions (remove, revoke, suspend) */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  /** extra fields, e.g. the reason of a suspension; the dialog is a form, so Enter confirms */
  children?: ReactNode;
}

/**
 * The confirmation every destructive action asks for (docs/ui.md, States and feedback).
 * A Radix dialog: focus is trapped, Escape and Cancel close it, the title and description are read out. A dialog
 * taller than the screen (a form's fields on a phone) scrolls inside itself.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          // without a description Radix must be told there is none, or it warns
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="animate-fade-in fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-white p-5 shadow-xl outline-none"
        >
          <form onSubmit={submit}>
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            {description ? <Dialog.Description className="mt-2 text-sm text-ink-soft">{description}</Dialog.Description> : null}
            {children ? <div className="mt-4">{children}</div> : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone} disabled={busy} aria-busy={busy || undefined}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
