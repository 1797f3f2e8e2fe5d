import type { HTMLAttributes, ReactNode } from 'react';
import { TitledSection } from './titled-section';

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
  return (
    <TitledSection
      title={title}
      headingId={headingId}
      headingClassName="font-semibold text-ink"
      action={action}
      className={`rounded-xl border border-line bg-white p-4 ${className}`.trim()}
    >
      {children}
    </TitledSection>
  );
}
