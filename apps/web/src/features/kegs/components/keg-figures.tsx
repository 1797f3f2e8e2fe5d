import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-white p-2.5 sm:p-4">
      <p className="text-xs font-medium text-ink-soft sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-bold tabular-nums text-ink sm:text-3xl">{children}</p>
    </div>
  );
}

/** The three numbers above a side's kegs: kegs out (or held), empties waiting, deposits. */
export function KegFigures({
  kegsLabel,
  kegsOut,
  emptiesWaiting,
  depositLabel,
  depositCents,
  currency,
}: {
  kegsLabel: string;
  kegsOut: number;
  emptiesWaiting: number;
  depositLabel: string;
  depositCents: number;
  currency: string;
}) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Figure label={kegsLabel}>{kegsOut}</Figure>
      <Figure label="Empties waiting">{emptiesWaiting}</Figure>
      <Figure label={depositLabel}>
        <Price cents={depositCents} currency={currency} />
      </Figure>
    </div>
  );
}
