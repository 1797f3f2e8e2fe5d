import { formatMoneyInput, parseMoney, type PaymentTerms, type TradeAccount, type TradeAccountApprove } from '@tapline/contracts';
import { termsOf, termsValuesOf, type PaymentTermsValues } from '@/features/invoices';
import { fieldErrors } from '@/lib/api-client';

/** An account's terms as the approval and the Change form hold them. */
export interface AccountFormValues {
  terms: PaymentTermsValues;
  /** dollars; ignored while `noLimit` */
  limit: string;
  noLimit: boolean;
  /** '' = list prices */
  priceListId: string;
  /** '' = by the venue's address */
  zoneId: string;
}

export type AccountFormErrors = Partial<Record<'terms' | 'limit', string>>;

/** An approval's starting point: the supplier's default terms, and the limit the venue asked for (none asked: no limit). */
export function approvalValues(defaultTerms: PaymentTerms, requestedLimitCents: number | null): AccountFormValues {
  return {
    terms: termsValuesOf(defaultTerms),
    limit: requestedLimitCents === null ? '' : formatMoneyInput(requestedLimitCents, { wholeDollarsShort: true }),
    noLimit: requestedLimitCents === null,
    priceListId: '',
    zoneId: '',
  };
}

/** An account's terms as they are, to change. */
export function accountValues(account: TradeAccount): AccountFormValues {
  return {
    terms: termsValuesOf(account.terms),
    limit: account.creditLimitCents === null ? '' : formatMoneyInput(account.creditLimitCents, { wholeDollarsShort: true }),
    noLimit: account.creditLimitCents === null,
    priceListId: account.priceList?.id ?? '',
    zoneId: account.zone?.id ?? '',
  };
}

/** The terms the values stand for (the approval's body, and every field of a change), or what to fix. */
export function accountTermsOf(
  values: AccountFormValues,
): { ok: true; body: TradeAccountApprove } | { ok: false; errors: AccountFormErrors } {
  const errors: AccountFormErrors = {};
  const terms = termsOf(values.terms);
  if (!terms.ok) errors.terms = terms.message;
  let creditLimitCents: number | null = null;
  if (!values.noLimit) {
    const limit = parseMoney(values.limit);
    if (limit.ok) creditLimitCents = limit.cents;
    else errors.limit = limit.problem === 'empty' ? 'Enter a limit in dollars, or choose no limit' : `The limit ${limit.message}`;
  }
  if (!terms.ok || errors.limit) return { ok: false, errors };
  return {
    ok: true,
    body: { terms: terms.terms, creditLimitCents, priceListId: values.priceListId || null, zoneId: values.zoneId || null },
  };
}

/** A server's field issue on the form's field: the terms (`terms.days`) or the limit; anything else is null. */
export function accountFieldOf(field: string): keyof AccountFormErrors | null {
  if (field === 'terms' || field.startsWith('terms.')) return 'terms';
  if (field === 'creditLimitCents') return 'limit';
  return null;
}

/** A refusal's issues on the form's fields (none placed: the caller says the message another way). */
export function accountErrorsOf(failure: unknown): AccountFormErrors {
  const placed: AccountFormErrors = {};
  for (const issue of fieldErrors(failure)) {
    const field = accountFieldOf(issue.field);
    if (field) placed[field] = issue.message;
  }
  return placed;
}
