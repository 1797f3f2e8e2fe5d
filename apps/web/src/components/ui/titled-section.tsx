import type { ReactNode } from 'react';

/**
 * A part of a page named by its heading: with `headingId` it is a region that screen readers list by that name.
 * The page gives the heading its look. `action` (a link or a button: "See all", "Invite") stands beside the
 * heading, the two in a row of `headerClassName`; an action given as `null` keeps the row, so the layout does not
 * move when it comes and goes.
 */
export function TitledSection({
  id,
  title,
  headingId,
  headingClassName,
  action,
  headerClassName = 'flex items-baseline justify-between gap-3',
  className,
  children,
}: {
  /** the section's own id, for a link to it (`#packs`) */
  id?: string | undefined;
  title: ReactNode;
  headingId?: string | undefined;
  headingClassName: string;
  action?: ReactNode;
  headerClassName?: string;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={headingClassName}>
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {action === undefined ? (
        heading
      ) : (
        <div className={headerClassName}>
          {heading}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

/** One card of a settings or editing page (an organisation's settings, Xero's, a product's parts). */
export function SettingsSection({
  className = '',
  ...props
}: Omit<Parameters<typeof TitledSection>[0], 'headingClassName'> & { className?: string }) {
  return (
    <TitledSection
      headingClassName="text-lg font-semibold text-ink"
      className={`rounded-xl border border-line bg-white p-4 sm:p-6 ${className}`.trim()}
      {...props}
    />
  );
}
