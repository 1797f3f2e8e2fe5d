import type { ReactNode } from 'react';

/** A static label, e.g. a product's tag. */
export function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-malt-100 px-2.5 py-0.5 text-xs font-medium text-malt-800">{children}</span>
  );
}

/** A filter that is on or off (aria-pressed), with an optional count of what it would show. */
export function ToggleChip({
  pressed,
  onToggle,
  children,
  count,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
  count?: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors ${
        pressed ? 'border-malt-700 bg-malt-700 text-white hover:bg-malt-800' : 'border-stone-300 bg-white text-ink hover:bg-malt-50'
      }`}
    >
      {children}
      {count !== undefined ? <span className={`tabular-nums ${pressed ? 'text-malt-100' : 'text-ink-soft'}`}>{count}</span> : null}
    </button>
  );
}
