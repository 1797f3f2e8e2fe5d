import type { CartGroup as CartGroupData } from '@tapline/contracts';
import { Send, Trash2 } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { formatCalendarDate, formatClock, formatMoney } from '@/lib/format';
import { useRemoveCartLine, useSetCartQty } from '../api/change-cart';
import { chosenDate, type CheckoutDraft } from '../checkout-draft';
import { QtyStepper } from './qty-stepper';

/** How far the group is toward its supplier's minimum order, as a bar and in words. */
function MinimumProgress({ group, currency }: { group: CartGroupData; currency: string }) {
  if (group.minimumOrderCents === null || group.minimumOrderCents === 0) return null;
  const reached = group.shortOfMinimumCents === 0;
  const percent = Math.min(100, Math.round((group.subtotalCents / group.minimumOrderCents) * 100));
  return (
    <div className="mt-3">
      <p className={`text-sm ${reached ? 'text-green-800' : 'text-ink'}`}>
        {reached ? (
          <>Minimum order of {formatMoney(group.minimumOrderCents, currency)} reached</>
        ) : (
          <>
            Add <strong>{formatMoney(group.shortOfMinimumCents, currency)}</strong> more to reach {group.supplier.name}’s minimum order of{' '}
            {formatMoney(group.minimumOrderCents, currency)} ex GST
          </>
        )}
      </p>
      <div
        role="progressbar"
        aria-label={`Toward the minimum order of ${group.supplier.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className={`h-full rounded-full ${reached ? 'bg-green-600' : 'bg-malt-600'}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export interface CartGroupProps {
  group: CartGroupData;
  currency: string;
  userId: string;
  venueId: string;
  draft: CheckoutDraft;
  onDraft: (change: (draft: CheckoutDraft) => CheckoutDraft) => void;
}

/**
 * One supplier's part of the cart (UI.md Cart): logo, lines with steppers and remove, each line's problem, the
 * minimum-order bar, the delivery day (only days the supplier can deliver), a note, subtotal/GST/total and
 * "Send this order".
 */
export function CartGroup({ group, currency, userId, venueId, draft, onDraft }: CartGroupProps) {
  const setQty = useSetCartQty(userId, venueId);
  const remove = useRemoveCartLine(userId, venueId);
  const supplierId = group.supplier.id;
  const date = chosenDate(draft, supplierId, group.deliveryDates);
  const headingId = `cart-group-${supplierId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white">
      <header className="flex items-center gap-3 border-b border-line p-4">
        <FallbackImage src={group.supplier.logoUrl} alt="" label={group.supplier.name} className="h-10 w-10 shrink-0 rounded-md" />
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold text-ink">
          {group.supplier.name}
        </h2>
        <Price cents={group.subtotalCents} currency={currency} className="font-semibold text-ink" />
      </header>
      <ul className="divide-y divide-line">
        {group.lines.map((line) => (
          <li key={line.id} className="grid grid-cols-[3rem_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:grid-cols-[3rem_minmax(0,1fr)_auto_7rem_auto] sm:items-center">
            <FallbackImage src={line.product.imageUrl} alt="" label={line.product.name} className="h-12 w-12 rounded-md" />
            <div className="min-w-0">
              <p className="font-medium text-ink">{line.product.name}</p>
              <p className="text-sm text-ink-soft">
                {line.skuName} · {line.skuCode}
              </p>
              <p className="text-sm text-ink-soft">
                <Price cents={line.unitPriceCents} currency={currency} /> each
                {line.unitPriceCents !== line.listPriceCents ? <span className="ml-1 font-medium text-malt-700">(your price)</span> : null}
              </p>
              {line.problem ? (
                <p className="mt-1 text-sm font-medium text-red-700" role="note">
                  {line.problem.message}
                </p>
              ) : null}
            </div>
            <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
              <QtyStepper value={line.qty} label={`${line.product.name}, ${line.skuName}`} disabled={setQty.isPending} onChange={(qty) => setQty.mutate({ itemId: line.id, qty })} />
              <button
                type="button"
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700 sm:order-last"
                aria-label={`Remove ${line.product.name}, ${line.skuName}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(line.id)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            <p className="col-start-2 text-right font-semibold text-ink max-sm:-mt-1 sm:col-start-auto">
              <span className="sr-only">Line total </span>
              <Price cents={line.lineTotalCents} currency={currency} />
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 border-t border-line p-4 md:grid-cols-2">
        <div className="space-y-3">
          <label className="block text-sm font-medium text-ink">
            Delivery day
            {group.deliveryDates.length > 0 ? (
              <select
                className="mt-1 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
                value={date}
                onChange={(event) => onDraft((current) => ({ ...current, dates: { ...current.dates, [supplierId]: event.target.value } }))}
              >
                {group.deliveryDates.map((day) => (
                  <option key={day} value={day}>
                    {formatCalendarDate(day)}
                  </option>
                ))}
              </select>
            ) : (
              <span className="mt-1 block text-sm text-red-700">{group.supplier.name} has no delivery day in the coming months</span>
            )}
          </label>
          {group.orderCutoffTime ? (
            <p className="text-xs text-ink-soft">Orders sent after {formatClock(group.orderCutoffTime)} count as the next day’s.</p>
          ) : null}
          <label className="block text-sm font-medium text-ink">
            Note for {group.supplier.name} <span className="font-normal text-ink-soft">(optional)</span>
            <textarea
              className="mt-1 block min-h-20 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-ink"
              maxLength={1000}
              value={draft.notes[supplierId] ?? ''}
              onChange={(event) => onDraft((current) => ({ ...current, notes: { ...current.notes, [supplierId]: event.target.value } }))}
            />
          </label>
        </div>
        <div className="flex flex-col justify-between gap-3">
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-soft">Subtotal</dt>
              <dd>
                <Price cents={group.subtotalCents} currency={currency} />
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">GST</dt>
              <dd>
                <Price cents={group.taxCents} currency={currency} />
              </dd>
            </div>
            <div className="flex justify-between border-t border-line pt-1 text-base font-semibold text-ink">
              <dt>Total</dt>
              <dd>
                <Price cents={group.totalCents} currency={currency} />
              </dd>
            </div>
          </dl>
          <MinimumProgress group={group} currency={currency} />
          {group.canCheckout ? (
            <LinkButton to="/dash/cart/checkout" search={{ suppliers: supplierId }} variant="secondary" className="self-end">
              <Send aria-hidden="true" className="h-4 w-4" />
              Send this order
            </LinkButton>
          ) : (
            <p className="text-right text-sm text-ink-soft">Fix what’s marked above to send this order.</p>
          )}
        </div>
      </div>
    </section>
  );
}
