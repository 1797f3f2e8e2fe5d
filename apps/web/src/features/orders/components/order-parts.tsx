import type { OrderEvent, OrderLine } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-time';
import type { OrderParties } from './order-ending';
import { OrderStatusChip } from './order-status-chip';

/**
 * The lines of a supplier order: what was ordered and what the supplier sends (a short line shows both, the
 * ordered qty struck through), unit price and line total ex GST; then subtotal, GST and total.
 */
export function OrderLinesTable({
  lines,
  currency,
  totals,
}: {
  lines: readonly OrderLine[];
  currency: string;
  totals: { subtotalCents: number; taxCents: number; totalCents: number };
}) {
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <thead className="text-xs uppercase tracking-wide text-ink-soft max-sm:sr-only">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Product
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Qty
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Unit ex GST
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Total ex GST
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line max-sm:block">
        {lines.map((line) => (
          <tr key={line.id} className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:py-2">
            <td className="py-2 pr-3 max-sm:col-span-2 max-sm:p-0">
              <span className="font-medium text-ink">{line.productName}</span>
              <span className="block text-xs text-ink-soft">
                {line.skuName} · {line.skuCode}
              </span>
              {line.qty < line.orderedQty ? (
                <span className="mt-0.5 block text-xs font-semibold text-red-700">
                  {line.qty === 0 ? 'Unavailable: not sent' : `Sent short: ${line.qty} of ${line.orderedQty}`}
                </span>
              ) : null}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums max-sm:p-0 max-sm:text-left">
              {line.qty < line.orderedQty ? (
                <>
                  <s className="text-ink-soft">
                    <span className="sr-only">ordered </span>
                    {line.orderedQty}
                  </s>{' '}
                  <span className="font-semibold">{line.qty}</span>
                </>
              ) : (
                line.qty
              )}
              <span className="sm:hidden"> × </span>
              <Price cents={line.unitPriceCents} currency={currency} className="sm:hidden" />
            </td>
            <td className="py-2 pr-3 text-right max-sm:hidden">
              <Price cents={line.unitPriceCents} currency={currency} />
            </td>
            <td className="py-2 text-right font-medium max-sm:p-0">
              <Price cents={line.lineTotalCents} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-line max-sm:table max-sm:w-full">
        <tr>
          <th scope="row" colSpan={3} className="pt-2 pr-3 text-right font-normal text-ink-soft max-sm:text-left">
            Subtotal
          </th>
          <td className="pt-2 text-right">
            <Price cents={totals.subtotalCents} currency={currency} />
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={3} className="pr-3 text-right font-normal text-ink-soft max-sm:text-left">
            GST
          </th>
          <td className="text-right">
            <Price cents={totals.taxCents} currency={currency} />
          </td>
        </tr>
        <tr className="text-base font-semibold text-ink">
          <th scope="row" colSpan={3} className="pr-3 text-right max-sm:text-left">
            Total
          </th>
          <td className="text-right">
            <Price cents={totals.totalCents} currency={currency} />
          </td>
        </tr>
      </tfoot>
    </table>
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
