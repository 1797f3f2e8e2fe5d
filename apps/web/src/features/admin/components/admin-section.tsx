import type { ReactNode } from 'react';

/** One titled section of an organisation's admin page. */
export function AdminSection({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-xl border border-line bg-white p-4 sm:p-5 ${className}`.trim()}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
