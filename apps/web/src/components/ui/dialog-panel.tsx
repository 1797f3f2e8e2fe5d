import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A panel over the page (the side menu, the notifications, the keyboard shortcuts): a Radix dialog, so the focus
 * stays inside and Escape closes it; labelled by its `Dialog.Title`, with no description. Closing gives the focus
 * back to `returnFocus()` (the button that opened it, or wherever the focus was). `className` places and draws it.
 */
export function DialogPanel({
  open,
  onOpenChange,
  returnFocus,
  overlayClassName = 'bg-stone-900/40',
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null | undefined;
  overlayClassName?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`animate-fade-in fixed inset-0 z-40 ${overlayClassName}`} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className={`fixed z-50 bg-white shadow-xl outline-none ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The panel's title, in its bar. */
export const PanelTitle = Dialog.Title;

/** The ✕ that closes the panel; `label` names what it closes. */
export function PanelCloseButton({ label, size = 'h-10 w-10' }: { label: string; size?: 'h-10 w-10' | 'h-9 w-9' }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label={label}
        className={`inline-flex ${size} items-center justify-center rounded-lg text-ink hover:bg-malt-50`}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </Dialog.Close>
  );
}
