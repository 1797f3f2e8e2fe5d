import type { Label, LabelTone } from '../xero-labels';

const TONES: Record<LabelTone, string> = {
  accent: 'bg-malt-100 text-malt-800',
  neutral: 'bg-stone-200 text-ink',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
};

/** A connection's or a sync record's label as a badge (its words carry the meaning; the colour only adds to it). */
export function LabelBadge({ label, className = '' }: { label: Label; className?: string }) {
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[label.tone]} ${className}`.trim()}
    >
      {label.label}
    </span>
  );
}
