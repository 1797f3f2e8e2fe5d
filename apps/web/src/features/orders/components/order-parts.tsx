import type { KegDeposit, OrderEvent, OrderLine } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { kegDepositLabel } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import type { OrderParties } from './order-ending';
import { OrderStatusChip } from './order-status-chip';

/**
 * The lines of a supplier order: what was ordered and what the supplier sends (a short line shows both, the
 * ordered qty struck through), unit price and line total ex GST; then a keg deposit line per keg type and the delivery
 * fee (when there are), subtotal, GST and total.
 */
export function OrderLinesTable({
  lines,
  currency,
  totals,
}: {
  lines: readonly OrderLine[];
  currency: string;
  /**
   * `deliveryFeeCents`: the zone's fee, its own line before the subtotal (in it); 0 = none. `deposits`: a keg deposit
   * line per keg type (issue 37), each its own line before the fee (in the subtotal)
   */
  totals: {
    subtotalCents: number;
    taxCents: number;
    totalCents: number;
    deliveryFeeCents?: number;
    deposits?: readonly KegDeposit[] | undefined;
  };
}) {
  const columns: DataColumn<OrderLine>[] = [
    { label: 'Product', className: 'max-sm:col-span-2', cell: (line) => <LineProduct line={line} /> },
    {
      label: 'Qty',
      align: 'right',
      className: 'text-right tabular-nums max-sm:text-left',
      cell: (line) => (
        <>
          <LineQty line={line} />
          <span className="sm:hidden"> × </span>
          <Price cents={line.unitPriceCents} currency={currency} className="sm:hidden" />
          <PriceSourceNote line={line} className="sm:hidden" />
        </>
      ),
    },
    {
      label: 'Unit ex GST',
      align: 'right',
      className: 'text-right max-sm:hidden',
      cell: (line) => (
        <>
          <Price cents={line.unitPriceCents} currency={currency} />
          <PriceSourceNote line={line} />
        </>
      ),
    },
    {
      label: 'Total ex GST',
      align: 'right',
      className: 'text-right font-medium',
      cell: (line) => <Price cents={line.lineTotalCents} currency={currency} />,
    },
  ];
  return (
    <DataTable
      look="inset"
      headClassName="border-b border-line"
      cellClassName="py-2 pr-3 last:pr-0 max-sm:p-0"
      columns={columns}
      rows={lines}
      rowKey={(line) => line.id}
      rowClassName="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:py-2"
      foot={
        <tfoot className="border-t border-line max-sm:table max-sm:w-full">
          {(totals.deposits ?? []).map((deposit) => (
            <tr key={deposit.kegTypeId}>
              <th scope="row" colSpan={3} className="pt-2 pr-3 text-right font-normal text-ink max-sm:text-left">
                {kegDepositLabel(deposit)}
              </th>
              <td className="pt-2 text-right font-medium">
                <Price cents={deposit.totalCents} currency={currency} />
              </td>
            </tr>
          ))}
          {totals.deliveryFeeCents ? (
            <tr>
              <th scope="row" colSpan={3} className="pt-2 pr-3 text-right font-normal text-ink max-sm:text-left">
                Delivery fee
              </th>
              <td className="pt-2 text-right font-medium">
                <Price cents={totals.deliveryFeeCents} currency={currency} />
              </td>
            </tr>
          ) : null}
          {TOTALS.map((total) => (
            <tr key={total.label} className={total.rowClassName}>
              <th scope="row" colSpan={3} className={`${total.spacing} pr-3 text-right max-sm:text-left ${total.headingClassName}`.trim()}>
                {total.label}
              </th>
              <td className={`${total.spacing} text-right`.trim()}>
                <Price cents={totals[total.key]} currency={currency} />
              </td>
            </tr>
          ))}
        </tfoot>
      }
    />
  );
}

/** The foot's three lines: the first keeps its distance from the last order line, the total stands out. */
const TOTALS = [
  { key: 'subtotalCents', label: 'Subtotal', spacing: 'pt-2', rowClassName: undefined, headingClassName: 'font-normal text-ink-soft' },
  { key: 'taxCents', label: 'GST', spacing: '', rowClassName: undefined, headingClassName: 'font-normal text-ink-soft' },
  { key: 'totalCents', label: 'Total', spacing: '', rowClassName: 'text-base font-semibold text-ink', headingClassName: '' },
] as const;

function LineProduct({ line }: { line: OrderLine }) {
  return (
    <>
      <span className="font-medium text-ink">{line.productName}</span>
      <span className="block text-xs text-ink-soft">
        {line.skuName} · {line.skuCode}
      </span>
      <LineChanged line={line} />
      {line.qty < line.orderedQty ? (
        <span className="mt-0.5 block text-xs font-semibold text-red-700">
          {line.qty === 0 ? 'Unavailable: not sent' : `Sent short: ${line.qty} of ${line.orderedQty}`}
        </span>
      ) : null}
    </>
  );
}

/**
 * A line an accepted change made (decision 0181): what was ordered and what is supplied ("Ordered 1 × Pale 50 L keg —
 * Supplied 2 × Pale 20 L keg (substitute)"), or that the supplier added it.
 */
function LineChanged({ line }: { line: OrderLine }) {
  if (line.addedByChange) return <span className="mt-0.5 block text-xs font-semibold text-malt-700">Added by the supplier</span>;
  const ordered = line.ordered;
  if (!ordered) return null;
  const substitute = ordered.skuCode !== line.skuCode;
  const what = substitute ? 'substitute' : ordered.qty !== line.orderedQty ? 'quantity changed' : 'price changed';
  return (
    <span className="mt-0.5 block text-xs text-ink">
      Ordered {ordered.qty} × {ordered.productName} {ordered.skuName} — Supplied {line.orderedQty} × {line.productName} {line.skuName}{' '}
      <span className="font-semibold text-malt-700">({what})</span>
    </span>
  );
}

/**
 * Why the line costs what it does, as the cart said it at checkout ("Trade 10: 10 % off list", "Your price"): under
 * the unit price when it isn't the list price. A line placed before orders kept it says nothing.
 */
function PriceSourceNote({ line, className = '' }: { line: OrderLine; className?: string }) {
  if (!line.price || line.price.source === 'list') return null;
  return <span className={`block text-xs text-ink-soft ${className}`.trim()}>{line.price.label}</span>;
}

/** A line sent short shows what was ordered struck through, then what is sent. */
function LineQty({ line }: { line: OrderLine }) {
  if (line.qty >= line.orderedQty) return line.qty;
  return (
    <>
      <s className="text-ink-soft">
        <span className="sr-only">ordered </span>
        {line.orderedQty}
      </s>{' '}
      <span className="font-semibold">{line.qty}</span>
    </>
  );
}

/** Each step of a supplier order, oldest first, with who took it, for which side, and why. */
export function OrderTimeline({ events, timeZone, parties }: { events: readonly OrderEvent[]; timeZone: string; parties: OrderParties }) {
  return (
    <ol className="relative space-y-3 border-l-2 border-line pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-malt-600 ring-2 ring-white" />
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusChip status={event.toStatus} />
            <span className="text-xs text-ink-soft">
              {formatDateTime(event.at, timeZone)}
              {event.actor ? ` · ${event.actor.name}` : ''}
              {event.side ? `${event.actor ? ',' : ' ·'} ${parties[event.side]}` : ''}
            </span>
          </div>
          {event.note ? <p className="mt-1 text-sm text-ink">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
