import type { SkuPublic } from '@tapline/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { TableHead, type Column } from '@/components/ui/table';

const COLUMNS: Column[] = [
  { label: 'Pack' },
  { label: 'Code' },
  { label: 'Units', align: 'right' },
  { label: 'Price ex GST', align: 'right' },
  { label: 'Stock', align: 'right' },
];

function StockBadge({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <Badge tone="success" className="whitespace-nowrap">
      In stock
    </Badge>
  ) : (
    <Badge tone="danger" className="whitespace-nowrap">
      Sold out
    </Badge>
  );
}

/**
 * Packs and list prices ex GST. Below 640 px each row becomes a two-line card (pack and units on the
 * left, price and stock on the right) so nothing scrolls sideways; the column headers stay for screen readers.
 */
export function SkuTable({
  skus,
  currency,
  order,
  stock,
}: {
  skus: SkuPublic[];
  currency: string;
  order?: ((sku: SkuPublic) => ReactNode) | undefined;
  /** the stock cell for a venue that orders: given the public badge, it may say more (its cart holds more than on hand) */
  stock?: ((sku: SkuPublic, badge: ReactNode) => ReactNode) | undefined;
}) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <TableHead
        columns={order ? [...COLUMNS, { label: 'Order', align: 'right' }] : COLUMNS}
        className="border-b border-line"
        cellClassName="py-2 pr-3 font-medium last:pr-0"
      />
      <tbody className="divide-y divide-line max-sm:border-y max-sm:border-line">
        {skus.map((sku) => (
          <tr key={sku.id} className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:py-3">
            <td className="py-2.5 pr-3 font-medium text-ink max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">{sku.name}</td>
            <td className="py-2.5 pr-3 text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0 max-sm:text-xs">{sku.code}</td>
            <td className="py-2.5 pr-3 text-right tabular-nums max-sm:col-start-1 max-sm:row-start-3 max-sm:p-0 max-sm:text-left max-sm:text-xs max-sm:text-ink-soft">
              {sku.unitsPerPack}
              <span className="sm:hidden"> {sku.unitsPerPack === 1 ? 'unit' : 'units'} per pack</span>
            </td>
            <td className="py-2.5 pr-3 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
              {sku.venuePriceCents !== null && sku.venuePriceCents !== sku.unitPriceCents ? (
                <span className="flex flex-col items-end">
                  <span className="whitespace-nowrap text-xs font-medium text-malt-700">Your price</span>
                  <Price cents={sku.venuePriceCents} currency={currency} className="font-semibold text-ink" />
                  <s className="text-xs text-ink-soft">
                    <span className="sr-only">List price </span>
                    <Price cents={sku.unitPriceCents} currency={currency} />
                  </s>
                </span>
              ) : (
                <Price cents={sku.unitPriceCents} currency={currency} className="font-semibold" />
              )}
            </td>
            <td className="py-2.5 text-right max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:p-0">
              {stock ? stock(sku, <StockBadge inStock={sku.inStock} />) : <StockBadge inStock={sku.inStock} />}
            </td>
            {order ? (
              <td className="py-2.5 pl-3 text-right max-sm:col-span-2 max-sm:row-start-4 max-sm:pl-0 max-sm:pt-2 max-sm:text-left [&>*]:justify-end max-sm:[&>*]:justify-start">
                {order(sku)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
