import type { ComponentProps, ReactNode } from 'react';
import { ItemList } from '@/components/ui/item-list';
import { TitledSection } from '@/components/ui/titled-section';

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
    <TitledSection
      title={title}
      headingId={`${id}-title`}
      headingClassName="text-lg font-semibold text-ink"
      className={`rounded-xl border border-line bg-white p-4 sm:p-5 ${className}`.trim()}
    >
      {children}
    </TitledSection>
  );
}

/** A section that is one list: a line between its items, in the section's small type. */
export function AdminListSection<Item>({
  title,
  id,
  ...list
}: { title: string; id: string } & Omit<ComponentProps<typeof ItemList<Item>>, 'className' | 'emptyClassName'>) {
  return (
    <AdminSection title={title} id={id}>
      <ItemList {...list} className="mt-3 divide-y divide-line text-sm" emptyClassName="mt-2 text-sm text-ink-soft" />
    </AdminSection>
  );
}
