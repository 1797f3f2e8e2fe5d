import { paymentTermsLabel, type TradeAccount } from '@tapline/contracts';
import { DetailRow } from '@/components/ui/detail-row';
import { formatDate, formatMoney } from '@/lib/format';
import { availableText, limitText, TRADE_CURRENCY, usedPercent } from '../trade-words';

/** How much of the limit is in use, as a bar and in words (nothing without a limit). */
export function LimitBar({ account }: { account: Pick<TradeAccount, 'creditLimitCents' | 'availableCents' | 'exposureCents'> }) {
  const percent = usedPercent(account);
  if (percent === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Credit limit used"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-1.5 h-2 max-w-xs overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={`h-full rounded-full ${percent >= 100 ? 'bg-red-700' : percent >= 80 ? 'bg-amber-600' : 'bg-green-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** Why an account is on hold or closed, in the supplier's words (the venue reads the same). */
export function AccountReason({ account }: { account: Pick<TradeAccount, 'status' | 'holdReason' | 'closedReason'> }) {
  if (account.status === 'on_hold') {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
        <strong>On hold.</strong> {account.holdReason ? `“${account.holdReason}”` : ''} New orders are held until it is released; orders
        already accepted are still delivered.
      </p>
    );
  }
  if (account.status === 'closed') {
    return (
      <p className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-ink">
        <strong>Closed.</strong> {account.closedReason ? `“${account.closedReason}”` : ''}
      </p>
    );
  }
  return null;
}

/**
 * An account's terms as both sides read them: payment terms, limit, what is owed against it and what is left, the
 * price list and the delivery zone (when the supplier set one over the venue's address), and since when.
 */
export function AccountTerms({ account, timeZone }: { account: TradeAccount; timeZone?: string | undefined }) {
  return (
    <dl className="divide-y divide-line">
      <DetailRow term="Payment terms">{paymentTermsLabel(account.terms)}</DetailRow>
      <DetailRow term="Credit limit" valueClassName="tabular-nums">
        {limitText(account.creditLimitCents)}
      </DetailRow>
      <DetailRow term="Owing against it" valueClassName="tabular-nums">
        {formatMoney(account.exposureCents, TRADE_CURRENCY)}
        <span className="block text-xs text-ink-soft">Unpaid invoices and open orders not yet invoiced, less unused credit, inc GST</span>
      </DetailRow>
      <DetailRow term="Available" valueClassName="tabular-nums">
        <span className="font-semibold">{availableText(account)}</span>
        <LimitBar account={account} />
      </DetailRow>
      <DetailRow term="Price list">
        {account.priceList ? (
          <>
            {account.priceList.name} <span className="text-ink-soft">· {account.priceList.label}</span>
          </>
        ) : (
          <span className="text-ink-soft">List prices</span>
        )}
      </DetailRow>
      <DetailRow term="Delivery zone">
        {account.zone ? account.zone.name : <span className="text-ink-soft">By the venue’s address</span>}
      </DetailRow>
      <DetailRow term="Opened">{formatDate(account.openedAt, timeZone)}</DetailRow>
    </dl>
  );
}
