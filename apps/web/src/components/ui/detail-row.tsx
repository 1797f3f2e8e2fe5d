import type { ReactNode } from 'react';

const SPACING = {
  compact: 'gap-0.5 py-2',
  relaxed: 'gap-0.5 py-2.5',
  roomy: 'gap-1 py-3',
} as const;

/**
 * A term and its value in a description list (`<dl className="divide-y divide-line">`): the term above its value on
 * phones, in a column of its own from 640 px. `valueClassName`: the value's type, where it is not the page's.
 */
export function DetailRow({
  term,
  children,
  spacing = 'compact',
  valueClassName = '',
}: {
  term: string;
  children: ReactNode;
  spacing?: keyof typeof SPACING;
  valueClassName?: string;
}) {
  return (
    <div className={`grid ${SPACING[spacing]} sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4`}>
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className={`min-w-0 break-words text-ink ${valueClassName}`.trim()}>{children}</dd>
    </div>
  );
}
