import type { ReactNode } from 'react';

/**
 * One number on a landing page with what it counts and a line of detail. `link` is a router link holding the
 * label; it is stretched over the card so the whole card is one click target and one tab stop.
 */
export function StatCard({
  label,
  value,
  detail,
  link,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  link?: ReactNode;
  tone?: 'plain' | 'accent';
}) {
  const accent = tone === 'accent';
  return (
    <div
      className={`relative flex flex-col rounded-xl border p-3 transition-shadow sm:p-4 focus-within:shadow-md hover:shadow-md ${
        accent ? 'border-malt-600 bg-malt-50' : 'border-line bg-white'
      }`}
    >
      <h2 className="text-sm font-medium text-ink-soft">{link ?? label}</h2>
      <p className={`mt-1 font-bold tabular-nums ${accent ? 'text-3xl text-malt-800 sm:text-4xl' : 'text-2xl text-ink sm:text-3xl'}`}>
        {value}
      </p>
      {detail ? <p className="mt-1 text-sm text-ink-soft">{detail}</p> : null}
    </div>
  );
}

/** The class a StatCard's link uses to cover the card. */
export const statLinkClass = 'after:absolute after:inset-0 after:rounded-xl hover:text-ink';
