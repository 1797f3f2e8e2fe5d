import type { ReactNode } from 'react';

export function PageHeader({ title, children, eyebrow }: { title: string; children?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="mb-6">
      {eyebrow ? <div className="mb-1 text-sm font-medium text-malt-700">{eyebrow}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 max-w-2xl text-ink-soft">{children}</div> : null}
    </header>
  );
}
