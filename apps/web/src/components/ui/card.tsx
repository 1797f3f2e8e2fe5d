import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The white panel most content sits on. `interactive` cards hold one stretched link
 * (`after:absolute after:inset-0`), so the whole card is a click target but one tab stop.
 */
export function Card({ interactive = false, className = '', ...props }: HTMLAttributes<HTMLElement> & { interactive?: boolean }) {
  const look = interactive ? 'relative transition-shadow hover:shadow-md focus-within:shadow-md' : '';
  return <article className={`rounded-xl border border-line bg-white ${look} ${className}`.trim()} {...props} />;
}

/**
 * A titled panel (address, hours, contact, rules; a landing page's lists). With `headingId` it is a region named by
 * its title; `action` is a link beside the title ("Venues", "On Tap").
 */
export function Panel({
  title,
  headingId,
  action,
  children,
  className = '',
}: {
  title: ReactNode;
  headingId?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const heading = (
    <h2 id={headingId} className="font-semibold text-ink">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-line bg-white p-4 ${className}`.trim()}>
      {action ? (
        <div className="flex items-baseline justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
