import type { ReactNode } from 'react';

/** `className`: its space below (the page's actions beside it give it theirs: `DashboardPage`) */
export function PageHeader({
  title,
  children,
  eyebrow,
  className = 'mb-6',
}: {
  title: string;
  children?: ReactNode;
  eyebrow?: ReactNode;
  className?: string;
}) {
  return (
    <header className={className}>
      {eyebrow ? <div className="mb-1 text-sm font-medium text-malt-700">{eyebrow}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 max-w-2xl text-ink-soft">{children}</div> : null}
    </header>
  );
}
