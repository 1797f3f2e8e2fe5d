import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The white panel most content sits on. `interactive` cards hold one stretched link
 * (`after:absolute after:inset-0`), so the whole card is a click target but one tab stop.
 */
export function Card({ interactive = false, className = '', ...props }: HTMLAttributes<HTMLElement> & { interactive?: boolean }) {
  const look = interactive ? 'relative transition-shadow hover:shadow-md focus-within:shadow-md' : '';
  return <article className={`rounded-xl border border-line bg-white ${look} ${className}`.trim()} {...props} />;
}

/** A titled side panel (address, hours, contact, rules). */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-line bg-white p-4 ${className}`.trim()}>
      <h2 className="font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
