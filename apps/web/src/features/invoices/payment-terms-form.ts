import { PAYMENT_TERMS_DAYS_MAX, type PaymentTerms, type PaymentTermsKind } from '@tapline/contracts';

/** The terms as a form holds them: the kind chosen, and the number typed (days, or the day of the month). */
export interface PaymentTermsValues {
  kind: PaymentTermsKind;
  number: string;
}

/** The choices, in the words a supplier uses; `unit` names the number each one needs, if any. */
export const PAYMENT_TERMS_CHOICES: { kind: PaymentTermsKind; label: string; unit: string | null }[] = [
  { kind: 'net_days', label: 'Net days after the invoice', unit: 'Days' },
  { kind: 'days_after_month_end', label: 'Days after the end of the month', unit: 'Days' },
  { kind: 'day_of_next_month', label: 'A day of the following month', unit: 'Day of the month' },
  { kind: 'on_delivery', label: 'On delivery', unit: null },
];

export function termsValuesOf(terms: PaymentTerms): PaymentTermsValues {
  switch (terms.kind) {
    case 'net_days':
    case 'days_after_month_end':
      return { kind: terms.kind, number: String(terms.days) };
    case 'day_of_next_month':
      return { kind: terms.kind, number: String(terms.day) };
    case 'on_delivery':
      return { kind: terms.kind, number: '' };
  }
}

/** The terms the values stand for, or the message the number's field shows. */
export function termsOf(values: PaymentTermsValues): { ok: true; terms: PaymentTerms } | { ok: false; message: string } {
  if (values.kind === 'on_delivery') return { ok: true, terms: { kind: 'on_delivery' } };
  const text = values.number.trim();
  const number = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (values.kind === 'day_of_next_month') {
    return number >= 1 && number <= 31
      ? { ok: true, terms: { kind: values.kind, day: number } }
      : { ok: false, message: 'Enter a day of the month, 1 to 31' };
  }
  return number >= 0 && number <= PAYMENT_TERMS_DAYS_MAX
    ? { ok: true, terms: { kind: values.kind, days: number } }
    : { ok: false, message: `Enter a whole number of days, 0 to ${PAYMENT_TERMS_DAYS_MAX}` };
}
