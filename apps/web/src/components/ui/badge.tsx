import type { ReactNode } from 'react';

type Tone = 'accent' | 'neutral' | 'success' | 'danger';

const tones: Record<Tone, string> = {
  accent: 'bg-malt-700 text-white',
  neutral: 'bg-stone-200 text-ink',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
};

/** A small status or count label. */
export function Badge({ tone = 'neutral', className = '', children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tones[tone]} ${className}`.trim()}
    >
      {children}
    </span>
  );
}
