import type { CartGroup } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, PauseCircle } from 'lucide-react';
import { formatMoney } from '@/lib/format';

/**
 * What a supplier's trade account means for this part of the cart (issue 36): the account's line (its limit and what
 * is left, or that it is on hold), that the order would be held for the supplier's approval and why, and, where the
 * supplier sells only to venues with an account, the way to apply for one. Nothing when none of these applies.
 */
export function CartTradeAccount({ group, venueId, currency }: { group: CartGroup; venueId: string; currency: string }) {
  const account = group.tradeAccount;
  const needsAccount = group.problems.some((problem) => problem.code === 'no_trade_account');
  if (!account && !group.holdReason && !needsAccount) return null;
  const supplier = group.supplier.name;
  return (
    <div className="space-y-2 text-sm">
      {account ? (
        <p className="flex items-start gap-2 text-ink">
          <BadgeCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-800" />
          <span>
            Trade account{account.status === 'on_hold' ? ' (on hold)' : account.status === 'closed' ? ' (closed)' : ''}
            {account.creditLimitCents === null
              ? ': no credit limit'
              : `: ${formatMoney(account.availableCents ?? 0, currency)} of ${formatMoney(account.creditLimitCents, currency)} left`}
          </span>
        </p>
      ) : null}
      {group.holdReason && group.canCheckout ? (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-ink">
          <PauseCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
          <span>
            This order will be held for {supplier}’s approval: {group.holdReason}
          </span>
        </p>
      ) : null}
      {needsAccount ? (
        <Link
          to="/dash/$orgType/$orgId/trade-accounts/apply/$supplierId"
          params={{ orgType: 'venues', orgId: venueId, supplierId: group.supplier.id }}
          className="inline-block font-semibold text-malt-700 underline underline-offset-4"
        >
          Apply for a trade account with {supplier}
        </Link>
      ) : null}
    </div>
  );
}
