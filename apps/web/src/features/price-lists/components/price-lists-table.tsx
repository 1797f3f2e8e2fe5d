import type { PriceList } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataColumn } from '@/components/ui/table';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate, plural } from '@/lib/format';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** How many packs a list prices, and how many prices that is (breaks included). */
function pricesText(list: PriceList): string {
  const packs = new Set(list.items.map((item) => item.skuId)).size;
  if (packs === 0) return list.kind === 'fixed' ? 'No pack priced yet' : 'No quantity breaks';
  const breaks = list.items.length - (list.kind === 'fixed' ? list.items.filter((item) => item.minQty === 1).length : 0);
  return `${plural(packs, 'pack')}${breaks > 0 ? `, ${plural(breaks, 'quantity break')}` : ''}`;
}

/** The supplier's price lists: a row each (name, what it does, its packs, the accounts on it) that opens it. */
export function PriceListsTable({ items, params, timeZone }: { items: readonly PriceList[]; params: Params; timeZone: string }) {
  const columns: DataColumn<PriceList>[] = [
    {
      label: 'Price list',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (list) => (
        <>
          <Link
            to="/dash/$orgType/$orgId/settings/price-lists/$priceListId"
            params={{ ...params, priceListId: list.id }}
            className="font-semibold text-ink after:absolute after:inset-0"
          >
            {list.name}
          </Link>
          <span className="block text-xs text-ink-soft">{list.label}</span>
        </>
      ),
    },
    { label: 'Prices', className: 'text-ink max-sm:col-span-2', cell: pricesText },
    {
      label: 'Accounts',
      className: 'tabular-nums',
      cell: (list) =>
        list.accountCount === 0 ? <span className="text-ink-soft">No account on it</span> : `${plural(list.accountCount, 'account')}`,
    },
    {
      label: 'Changed',
      align: 'right',
      className: 'text-right text-ink-soft',
      cell: (list) => formatDate(list.updatedAt, timeZone),
    },
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(list) => list.id}
      rowClassName="relative align-top hover:bg-malt-50 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
    />
  );
}
