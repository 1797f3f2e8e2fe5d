import type { CartGroup as CartGroupData } from '@tapline/contracts';
import { AlertCircle, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { formatMoney, kegDepositLabel } from '@/lib/format';
import { useRemoveCartLine, useSetCartPreference, useSetCartQty } from '../api/change-cart';
import { chosenDate, type CheckoutDraft } from '../checkout-draft';
import { CartLine } from './cart-line';
import { CartTradeAccount } from './cart-trade-account';
import { DeliveryDayField } from './delivery-day-field';

/** A line of the group's sums; the total stands out under a rule. */
function Sum({ term, cents, currency, total = false }: { term: string; cents: number; currency: string; total?: boolean }) {
  return (
    <div className={total ? 'flex justify-between border-t border-line pt-1 text-base font-semibold text-ink' : 'flex justify-between'}>
      <dt className={total ? undefined : 'text-ink-soft'}>{term}</dt>
      <dd>
        <Price cents={cents} currency={currency} />
      </dd>
    </div>
  );
}

/** How far the group is toward its supplier's minimum order, as a bar and in words. */
function MinimumProgress({ group, currency }: { group: CartGroupData; currency: string }) {
  if (group.minimumOrderCents === null || group.minimumOrderCents === 0) return null;
  const reached = group.shortOfMinimumCents === 0;
  // the minimum counts the lines alone, never the delivery fee nor the keg deposits
  const lines = group.deposits.reduce((sum, deposit) => sum - deposit.totalCents, group.subtotalCents - group.deliveryFeeCents);
  const percent = Math.min(100, Math.round((lines / group.minimumOrderCents) * 100));
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

/**
 * Why the group can't be sent now: its own problems in the server's words (the minimum, the delivery day, the
 * venue), and how many of its lines are marked. It stays in the cart until they are fixed.
 */
function GroupProblems({ group }: { group: CartGroupData }) {
  const own = group.problems.filter((problem) => problem.cartItemId === null && problem.code !== 'below_minimum');
  const lines = group.problems.filter((problem) => problem.cartItemId !== null).length;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
        Can’t be sent yet: it stays in your cart
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {lines > 0 ? <li>{lines === 1 ? 'Fix the line marked above' : `Fix the ${lines} lines marked above`}</li> : null}
        {group.shortOfMinimumCents > 0 ? <li>Reach the minimum order (above)</li> : null}
        {own.map((problem) => (
          <li key={problem.code}>{problem.message}</li>
        ))}
      </ul>
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
 * One supplier's part of the cart (docs/ui.md, Venue dashboard): logo, lines with steppers and remove, each line's problem, the
 * minimum-order bar, the delivery day (only days the supplier can deliver), a note, subtotal/GST/total and
 * "Send this order".
 */
export function CartGroup({ group, currency, userId, venueId, draft, onDraft }: CartGroupProps) {
  const setQty = useSetCartQty(userId, venueId);
  const setPreference = useSetCartPreference(userId, venueId);
  const remove = useRemoveCartLine(userId, venueId);
  const supplierId = group.supplier.id;
  const date = chosenDate(draft, supplierId, group.deliveryDates);
  const headingId = `cart-group-${supplierId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white">
      <header className="flex items-center gap-3 border-b border-line p-4">
        <FallbackImage src={group.supplier.logoUrl} alt="" label={group.supplier.name} className="h-10 w-10 shrink-0 rounded-md" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="min-w-0 break-words font-semibold text-ink">
            {group.supplier.name}
          </h2>
          {group.canCheckout ? null : (
            <Badge tone="danger" className="whitespace-nowrap">
              Can’t send yet
            </Badge>
          )}
        </div>
        <Price cents={group.subtotalCents} currency={currency} className="font-semibold text-ink" />
      </header>
      <ul className="divide-y divide-line">
        {group.lines.map((line) => (
          <CartLine key={line.id} line={line} currency={currency} setQty={setQty} setPreference={setPreference} remove={remove} />
        ))}
      </ul>
      <div className="grid gap-4 border-t border-line p-4 md:grid-cols-2">
        <div className="space-y-3">
          <DeliveryDayField
            group={group}
            date={date}
            onDate={(day) => onDraft((current) => ({ ...current, dates: { ...current.dates, [supplierId]: day } }))}
          />
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
            {group.deposits.map((deposit) => (
              <Sum key={deposit.kegTypeId} term={kegDepositLabel(deposit)} cents={deposit.totalCents} currency={currency} />
            ))}
            {group.deliveryFeeCents > 0 ? (
              <Sum term={`Delivery fee${group.zone ? ` (${group.zone.name})` : ''}`} cents={group.deliveryFeeCents} currency={currency} />
            ) : null}
            <Sum term="Subtotal" cents={group.subtotalCents} currency={currency} />
            <Sum term="GST" cents={group.taxCents} currency={currency} />
            <Sum term="Total" cents={group.totalCents} currency={currency} total />
          </dl>
          <MinimumProgress group={group} currency={currency} />
          <CartTradeAccount group={group} venueId={venueId} currency={currency} />
          {group.canCheckout ? (
            <LinkButton to="/dash/cart/checkout" search={{ suppliers: supplierId }} variant="secondary" className="self-end">
              <Send aria-hidden="true" className="h-4 w-4" />
              Send this order
            </LinkButton>
          ) : (
            <GroupProblems group={group} />
          )}
        </div>
      </div>
    </section>
  );
}
