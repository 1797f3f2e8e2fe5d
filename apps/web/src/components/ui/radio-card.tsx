import type { InputHTMLAttributes, ReactNode } from 'react';

/** One choice of a list as a bordered card: the whole card is the radio's label, and it is marked when chosen. */
export function RadioCard({
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50">
      <input type="radio" className="h-4 w-4 shrink-0 accent-malt-700" {...input} />
      {children}
    </label>
  );
}
