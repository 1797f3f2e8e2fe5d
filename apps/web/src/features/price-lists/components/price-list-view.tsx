import type { PriceList } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { SettingsSection } from '@/components/ui/titled-section';
import { groupItems, priceTiers, tiersText } from '../price-list-form';

type Pack = ReturnType<typeof groupItems>[number];

/** A price list as members read it: what it does, then each pack it prices with its list price and its prices by quantity. */
export function PriceListView({ list, currency }: { list: PriceList; currency: string }) {
  const packs = groupItems(list.items);
  const columns: DataColumn<Pack>[] = [
    {
      label: 'Pack',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (pack) => (
        <>
          <span className="block font-semibold text-ink">{pack.productName}</span>
          <span className="block text-xs text-ink-soft">
            {pack.skuName} · <span className="font-mono">{pack.skuCode}</span>
          </span>
        </>
      ),
    },
    {
      label: 'List price',
      phoneLabel: 'List',
      className: 'tabular-nums text-ink-soft',
      cell: (pack) => <Price cents={pack.listPriceCents} currency={currency} />,
    },
    {
      label: 'On this list',
      className: 'tabular-nums text-ink',
      cell: (pack) => tiersText(priceTiers(pack.listPriceCents, pack.prices, list), currency),
    },
  ];
  return (
    <div className="space-y-6">
      <SettingsSection title={list.label} headingId="price-list-kind-heading">
        <p className="mt-1 text-sm text-ink-soft">
          {list.kind === 'percent_off'
            ? 'Every pack at list price less this percentage, rounded per pack; the packs below have prices of their own from a quantity.'
            : 'The packs below at these prices; every other pack at list price.'}{' '}
          A venue’s own price wins over the list.
        </p>
      </SettingsSection>
      {packs.length > 0 ? (
        <DataTable
          look="cards"
          columns={columns}
          rows={packs}
          rowKey={(pack) => pack.skuId}
          className="sm:rounded-xl sm:border sm:border-line sm:bg-white"
        />
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-ink-soft">
          {list.kind === 'fixed' ? 'No pack is priced on this list yet.' : 'No quantity breaks.'}
        </p>
      )}
    </div>
  );
}
