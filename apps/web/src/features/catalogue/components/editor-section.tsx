import type { ReactNode } from 'react';

/** One titled block of the product form (details, the beer, packs). */
export function EditorSection({ title, id, intro, children }: { title: string; id?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-heading` : undefined}
      className="scroll-mt-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={id ? `${id}-heading` : undefined} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
