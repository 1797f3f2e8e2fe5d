import type { ApprovalRequest } from '@tapline/contracts';
import { Price } from '@/components/ui/price';
import { formatCalendarDate } from '@/lib/format';

/** The frozen order: per supplier its lines as priced when sent, its day and note, and the totals. */
export function ApprovalSnapshot({ request }: { request: ApprovalRequest }) {
  const { snapshot, currency } = request;
  return (
    <div className="space-y-4">
      {snapshot.groups.map((group) => (
        <section
          key={group.supplier.id}
          aria-label={`Order for ${group.supplier.name}`}
          className="rounded-xl border border-line bg-white p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold text-ink">{group.supplier.name}</h2>
            <p className="text-sm text-ink">
              Delivery <strong>{group.deliveryDate ? formatCalendarDate(group.deliveryDate) : 'the earliest day'}</strong>
            </p>
          </div>
          <ul className="mt-2 divide-y divide-line text-sm">
            {group.lines.map((line) => (
              <li key={line.skuId} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="tabular-nums">{line.qty} ×</span> {line.productName}{' '}
                  <span className="text-ink-soft">· {line.skuName}</span>
                  <span className="block text-ink-soft">
                    <Price cents={line.unitPriceCents} currency={currency} /> each
                  </span>
                </span>
                <Price cents={line.lineTotalCents} currency={currency} className="shrink-0" />
              </li>
            ))}
          </ul>
          {group.note ? <p className="mt-2 rounded-lg bg-malt-50 p-2 text-sm text-ink">Note: {group.note}</p> : null}
          <p className="mt-2 flex justify-end gap-2 text-sm">
            <span className="text-ink-soft">Total incl. GST</span>
            <Price cents={group.totalCents} currency={currency} className="font-semibold text-ink" />
          </p>
        </section>
      ))}
      <p className="rounded-xl border border-line bg-malt-50 p-4 text-sm text-ink">
        {snapshot.purchaseOrderNumber ? (
          <>
            PO number <strong>{snapshot.purchaseOrderNumber}</strong> ·{' '}
          </>
        ) : null}
        Total <Price cents={snapshot.totalCents} currency={currency} className="text-lg font-semibold" /> incl.{' '}
        <Price cents={snapshot.taxCents} currency={currency} /> GST
      </p>
    </div>
  );
}
