import type {
  TradeAccount,
  TradeAccountEventKind,
  TradeAccountStatus,
  TradeApplicationStatus,
  VenueTradeStanding,
} from '@tapline/contracts';
import { formatMoney } from '@/lib/format';

/** Trade accounts are in Australian dollars: an account carries no currency of its own. */
export const TRADE_CURRENCY = 'AUD';

export const ACCOUNT_STATUS_LOOK: Record<TradeAccountStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-800' },
  on_hold: { label: 'On hold', className: 'bg-amber-100 text-amber-900' },
  closed: { label: 'Closed', className: 'bg-stone-200 text-ink' },
};

export const APPLICATION_STATUS_LOOK: Record<TradeApplicationStatus, { label: string; className: string }> = {
  submitted: { label: 'Waiting', className: 'bg-malt-100 text-malt-800' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-800' },
  declined: { label: 'Declined', className: 'bg-red-100 text-red-800' },
  withdrawn: { label: 'Withdrawn', className: 'bg-stone-200 text-ink' },
};

export const EVENT_LABEL: Record<TradeAccountEventKind, string> = {
  applied: 'Applied',
  approved: 'Approved',
  declined: 'Declined',
  changed: 'Changed',
  held: 'Put on hold',
  released: 'Hold released',
  closed: 'Closed',
  reopened: 'Reopened',
  withdrawn: 'Application withdrawn',
};

/** "$5,000.00", or "No limit" */
export function limitText(cents: number | null): string {
  return cents === null ? 'No limit' : formatMoney(cents, TRADE_CURRENCY);
}

/** "$1,250.00 of $5,000.00 left", "No limit" */
export function availableText(account: Pick<TradeAccount, 'creditLimitCents' | 'availableCents'>): string {
  if (account.creditLimitCents === null || account.availableCents === null) return 'No limit';
  return `${formatMoney(account.availableCents, TRADE_CURRENCY)} of ${formatMoney(account.creditLimitCents, TRADE_CURRENCY)} left`;
}

/** How much of the limit is used, 0–100, for a bar; null without a limit. */
export function usedPercent(account: Pick<TradeAccount, 'creditLimitCents' | 'exposureCents'>): number | null {
  if (account.creditLimitCents === null) return null;
  if (account.creditLimitCents === 0) return 100;
  return Math.max(0, Math.min(100, Math.round((account.exposureCents / account.creditLimitCents) * 100)));
}

export type StandingTone = 'good' | 'waiting' | 'warning' | 'none';

/**
 * Where a venue stands with a supplier, in a heading and a line (the supplier's page and the cart say it the same
 * way): an account and its state first, then the latest application, then whether it needs one.
 */
export function standingSummary(standing: VenueTradeStanding): { tone: StandingTone; title: string; detail: string } {
  const { account, application, supplier, settings } = standing;
  if (account?.status === 'active') return { tone: 'good', title: `You have a trade account with ${supplier.name}`, detail: '' };
  if (account?.status === 'on_hold') {
    return {
      tone: 'warning',
      title: `Your trade account with ${supplier.name} is on hold`,
      detail: `${account.holdReason ? `“${account.holdReason}”. ` : ''}New orders wait for ${supplier.name} to release them.`,
    };
  }
  if (application?.status === 'submitted') {
    return {
      tone: 'waiting',
      title: 'Your application is waiting',
      detail: `${supplier.name} is looking at it; you’ll be told when they decide.`,
    };
  }
  if (account?.status === 'closed') {
    return {
      tone: 'warning',
      title: `Your trade account with ${supplier.name} is closed`,
      detail: account.closedReason ? `“${account.closedReason}”` : '',
    };
  }
  if (application?.status === 'declined') {
    return {
      tone: 'warning',
      title: `${supplier.name} declined your application`,
      detail: `${application.declineReason ? `“${application.declineReason}”. ` : ''}You can apply again once something has changed.`,
    };
  }
  return settings.accountsRequired
    ? { tone: 'none', title: `${supplier.name} sells to venues with a trade account`, detail: 'Apply for one to order.' }
    : {
        tone: 'none',
        title: 'No trade account yet',
        detail: `You can order now and pay on delivery; with an account, ${supplier.name} may give you payment terms.`,
      };
}
