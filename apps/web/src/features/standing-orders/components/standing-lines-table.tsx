import type { StandingLine } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';

/** "was $300.00": the price moved since the lines were last saved or placed. */
function priceChange(line: StandingLine, currency: string): string | null {
  if (line.previousUnitPriceCents === null || line.previousUnitPriceCents === line.unitPriceCents) return null;
  return `was ${formatMoney(line.previousUnitPriceCents, currency)}`;
}

/** Lines as they would be ordered now: pack, qty, today's price (and what it was), the line's value, and its problem. */
export function StandingLinesTable({
  lines,
  currency,
  subtotalCents,
  totalLabel = 'At today’s prices, ex GST',
}: {
  lines: readonly StandingLine[];
  currency: string;
  subtotalCents: number;
  totalLabel?: string;
}) {
  const columns: DataColumn<StandingLine>[] = [
    {
      label: 'Product',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (line) => (
        <>
          <span className="block font-medium text-ink">{line.productName}</span>
          <span className="block text-xs text-ink-soft">{line.skuName}</span>
          {line.problem ? <span className="mt-0.5 block text-sm font-medium text-red-700">{line.problem}</span> : null}
        </>
      ),
    },
    { label: 'Qty', align: 'right', phoneLabel: 'Qty', className: 'text-right tabular-nums max-sm:text-left', cell: (line) => line.qty },
    {
      label: 'Each',
      align: 'right',
      className: 'text-right max-sm:hidden',
      cell: (line) => {
        const change = priceChange(line, currency);
        return (
          <>
            <Price cents={line.unitPriceCents} currency={currency} />
            {change ? <span className="block text-xs text-ink-soft">{change}</span> : null}
          </>
        );
      },
    },
    {
      label: 'Value',
      align: 'right',
      className: 'text-right font-semibold text-ink',
      cell: (line) => (
        <Price cents={line.unitPriceCents * line.qty} currency={currency} className={line.problem ? 'text-ink-soft line-through' : ''} />
      ),
    },
  ];
  return (
    <DataTable
      look="inset"
      columns={columns}
      rows={lines}
      rowKey={(line) => line.skuId}
      rowClassName="align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2.5"
      foot={
        <tfoot className="border-t border-line max-sm:block">
          <tr className="max-sm:flex max-sm:justify-between max-sm:pt-2">
            <td colSpan={3} className="py-2 pr-3 text-sm text-ink-soft max-sm:p-0">
              {totalLabel}
            </td>
            <td className="py-2 text-right max-sm:p-0">
              <Price cents={subtotalCents} currency={currency} className="font-semibold text-ink" />
            </td>
          </tr>
        </tfoot>
      }
    />
  );
}
