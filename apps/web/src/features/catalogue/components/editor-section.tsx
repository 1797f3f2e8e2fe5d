import type { ReactNode } from 'react';
import { SettingsSection } from '@/components/ui/titled-section';

/** One titled block of the product form (details, the beer, packs). */
export function EditorSection({ title, id, intro, children }: { title: string; id?: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <SettingsSection id={id} title={title} headingId={id ? `${id}-heading` : undefined} className="scroll-mt-4">
      {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </SettingsSection>
  );
}
