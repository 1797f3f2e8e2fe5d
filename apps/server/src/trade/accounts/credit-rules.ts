import { formatMoney, type CartGroup, type CheckoutProblem, type TradeAccountStatus } from '@tapline/contracts';

// Checkout's credit rules for one supplier's group (docs/domain.md, Checkout rules: credit; decision 0170), pure so the
// cart says exactly what checkout will do: a venue without the account a supplier requires, or whose account the
// supplier closed, is refused; an account on hold, or an order that would pass the credit limit, is placed `held`,
// never refused.

export interface CreditAccount {
  status: TradeAccountStatus;
  /** inc GST; null = no limit */
  creditLimitCents: number | null;
  holdReason: string | null;
}

/** What checkout knows of a supplier before it places a group with it. */
export interface CreditTerms {
  /** the supplier sells only to venues with an account */
  accountsRequired: boolean;
  account: CreditAccount | null;
  /** the venue's exposure to the supplier (0 without an account: nothing reads it then) */
  exposureCents: number;
}

export const NO_TERMS: CreditTerms = { accountsRequired: false, account: null, exposureCents: 0 };

/** Why checkout refuses the group for its account, or null. */
export function accountProblem(terms: CreditTerms, supplier: { id: string; name: string }): CheckoutProblem | null {
  const refusal =
    terms.account?.status === 'closed'
      ? `${supplier.name} closed your trade account`
      : terms.account === null && terms.accountsRequired
        ? `${supplier.name} sells only to venues with a trade account: apply from its page`
        : null;
  return refusal === null ? null : { code: 'no_trade_account', message: refusal, supplierId: supplier.id, cartItemId: null };
}

/**
 * Why the group would be placed held, or null: its account is on hold, or its exposure and this order's total (inc
 * GST) pass the limit (reaching it exactly is within it).
 */
export function holdReasonOf(terms: CreditTerms, orderTotalCents: number, currency: string): string | null {
  const { account } = terms;
  if (account === null || account.status === 'closed') return null;
  if (account.status === 'on_hold') return `Account on hold: ${account.holdReason ?? 'ask the supplier why'}`;
  if (account.creditLimitCents === null || terms.exposureCents + orderTotalCents <= account.creditLimitCents) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  return `Over the credit limit: ${money(terms.exposureCents)} of ${money(account.creditLimitCents)} used, this order ${money(orderTotalCents)}`;
}

/** The cart's view of the account: its status, limit and what is left under it (never below 0; null = no limit). */
export function cartTradeAccount(terms: CreditTerms): CartGroup['tradeAccount'] {
  const { account } = terms;
  if (account === null) return null;
  const availableCents = account.creditLimitCents === null ? null : Math.max(account.creditLimitCents - terms.exposureCents, 0);
  return { status: account.status, creditLimitCents: account.creditLimitCents, availableCents };
}
