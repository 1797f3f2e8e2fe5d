import type { UsualGuide, UsualItem } from '@tapline/contracts';
import { AlertTriangle } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatDate, plural } from '@/lib/format';

function columns(usual: UsualGuide, weeks: number): DataColumn<UsualItem>[] {
  return [
    {
      label: 'Product',
      rowHeader: true,
      cell: (item) => (
        <>
          <span className="font-semibold text-ink">{item.product.name}</span>
          <span className="block font-normal text-ink-soft">{item.skuName}</span>
          {item.problem ? (
            <span className="mt-0.5 flex items-center gap-1 font-medium text-red-700">
              <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
              {item.problem.message}
            </span>
          ) : null}
        </>
      ),
    },
    {
      label: 'How often',
      phoneLabel: 'Ordered',
      cell: (item) => `${item.weekCount} of ${weeks} weeks · ${plural(item.orderCount, 'order')}`,
    },
    {
      label: 'Usually',
      align: 'right',
      phoneLabel: 'Usually',
      cell: (item) => <span className="tabular-nums">{plural(item.medianQty, 'pack')}</span>,
    },
    {
      label: 'Last paid',
      align: 'right',
      phoneLabel: 'Last paid',
      cell: (item) => (
        <>
          <Price cents={item.lastPriceCents} currency={usual.currency} />
          {item.unitPriceCents !== item.lastPriceCents ? (
            <span className="block text-xs text-ink-soft">
              now <Price cents={item.unitPriceCents} currency={usual.currency} />
            </span>
          ) : null}
        </>
      ),
    },
    { label: 'Last ordered', phoneLabel: 'Last ordered', cell: (item) => formatDate(item.lastOrderedAt) },
  ];
}

/** The Usual from one supplier: what the venue orders, how often, how much, and what it paid last; most often first. */
export function UsualTable({ usual, weeks }: { usual: UsualGuide; weeks: number }) {
  if (usual.items.length === 0) return <EmptyState title="Nothing to show">None of the packs ordered are sold any more.</EmptyState>;
  return (
    <DataTable
      look="boxed"
      columns={columns(usual, weeks)}
      rows={usual.items}
      rowKey={(item) => item.skuId}
      rowClassName="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 max-sm:[&>*:first-child]:col-span-2"
    />
  );
}
