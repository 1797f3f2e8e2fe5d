import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';

// no Radix here: the button is in every page's first scripts, the dialog only in the panel's own (dialog-panel.tsx)

export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A header button that opens a panel loaded on first use (`panel` is a lazy component's element): `preload` fetches
 * its code as soon as the pointer or the focus reaches the button, and the panel mounts on the first click.
 */
export function PanelButton({
  label,
  className = '',
  preload,
  panel,
  children,
}: {
  label: string;
  className?: string;
  preload: () => unknown;
  panel: (props: PanelProps) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-malt-50 ${className}`.trim()}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted ? <Suspense fallback={null}>{panel({ open, onOpenChange: setOpen, trigger })}</Suspense> : null}
    </>
  );
}
