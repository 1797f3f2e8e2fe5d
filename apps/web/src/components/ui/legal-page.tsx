import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-1 text-sm text-ink-soft">Last updated {updated}</p>
      <div className="mt-6 leading-relaxed text-ink">{intro}</div>
      <nav aria-label="Sections" className="mt-6 rounded-xl border border-line bg-white p-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-malt-700 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-bold text-ink">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-ink [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">{section.body}</div>
        </section>
      ))}
    </article>
  );
}
