import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  /** names the thing: "Remove The Harbour Hotel’s logo?" */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** danger paints the confirm button red (destructive actions) */
  tone?: 'danger' | 'default';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with two answers; Escape and the overlay cancel. Focus starts on Cancel, the safe answer. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', tone = 'default', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="animate-fade-in fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl outline-none"
          // without a description Radix would warn; with one it wires aria-describedby itself
          {...(children ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          {children ? <Dialog.Description className="mt-2 text-sm text-ink-soft">{children}</Dialog.Description> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" autoFocus>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              onClick={onConfirm}
              disabled={busy}
              className={tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : ''}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
