import type { ReactNode } from 'react';

/** Why an order is rejected or cancelled, asked in its dialog: the other side reads it. */
export function ReasonField({ label, value, onChange }: { label: ReactNode; value: string; onChange: (reason: string) => void }) {
  return (
    <label className="block text-sm font-medium text-ink">
      {label}
      <textarea
        required
        maxLength={1000}
        className="mt-1 block min-h-20 w-full rounded-lg border border-stone-400 px-3 py-2 text-base"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
