import type { ProductStatus } from '@tapline/contracts';

const LOOKS: Record<ProductStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-stone-200 text-ink' },
  active: { label: 'Active', className: 'bg-green-100 text-green-800' },
  archived: { label: 'Archived', className: 'bg-amber-100 text-amber-900' },
};

/** A product's status as a chip: draft (grey), active (green, on sale), archived (amber, off sale). */
export function StatusChip({ status }: { status: ProductStatus }) {
  const look = LOOKS[status];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>{look.label}</span>
  );
}
