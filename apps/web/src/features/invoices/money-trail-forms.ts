import {
  ADJUSTMENT_REASON_MAX,
  formatMoneyInput,
  parseMoney,
  PAYMENT_REFERENCE_MAX,
  type AdjustmentNoteInput,
  type PaymentInput,
  type TaxDocumentLine,
} from '@tapline/contracts';

// The two forms an owner or admin fills on an invoice (decision 0164): a payment recorded by hand, and an adjustment
// note. What they send, checked as the contract checks it, and where the server's own refusals (400, 422
// `invoice_refused`, each naming its field) go on the form.

type Checked<Input, Field extends string> = { ok: true; input: Input } | { ok: false; errors: Partial<Record<Field, string>> };

export interface PaymentValues {
  paidOn: string;
  amount: string;
  reference: string;
}
export type PaymentField = keyof PaymentValues;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT_MESSAGE = 'Enter an amount in dollars, like 250 or 249.50';

/** A payment's fields to start with: paid today, the whole balance. */
export function paymentValuesFor(balanceCents: number, today: string): PaymentValues {
  return { paidOn: today, amount: formatMoneyInput(balanceCents), reference: '' };
}

function amountOf(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const parsed = parseMoney(text);
  if (!parsed.ok) return { ok: false, message: AMOUNT_MESSAGE };
  if (parsed.cents === 0) return { ok: false, message: 'Enter an amount above $0.00' };
  return { ok: true, cents: parsed.cents };
}

/** The payment to send, or what to fix; a payment above the balance is the server's to refuse (it names the balance). */
export function paymentInputOf(values: PaymentValues): Checked<PaymentInput, PaymentField> {
  const errors: Partial<Record<PaymentField, string>> = {};
  if (!DATE.test(values.paidOn)) errors.paidOn = 'Enter the day it was paid';
  const amount = amountOf(values.amount);
  if (!amount.ok) errors.amount = amount.message;
  const reference = values.reference.trim();
  if (reference.length > PAYMENT_REFERENCE_MAX) errors.reference = `At most ${PAYMENT_REFERENCE_MAX} characters`;
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { paidOn: values.paidOn, amountCents: amount.cents, ...(reference ? { reference } : {}) } };
}

/** A note credits units of the invoice's lines, or corrects the price of one line by an amount ex GST. */
export interface NoteValues {
  reason: string;
  credit: 'units' | 'amount';
  /** units credited per invoice line, by the line's index; empty is none */
  units: string[];
  /** the price correction, ex GST */
  amount: string;
  lineIndex: string;
}
/** `reason`, `amount`, `lineIndex`, `units` (nothing credited) or `units.N` (one line's units) */
export type NoteField = string;

export function noteValuesFor(lines: readonly TaxDocumentLine[]): NoteValues {
  return { reason: '', credit: 'units', units: lines.map(() => ''), amount: '', lineIndex: '0' };
}

/** The note to send, or what to fix; more than a line (or the invoice) still has is the server's to refuse, naming it. */
export function noteInputOf(values: NoteValues, lines: readonly TaxDocumentLine[]): Checked<AdjustmentNoteInput, NoteField> {
  const errors: Record<NoteField, string> = {};
  const reason = values.reason.trim();
  if (reason === '') errors.reason = 'Say why: a short delivery, a price correction, a return';
  else if (reason.length > ADJUSTMENT_REASON_MAX) errors.reason = `At most ${ADJUSTMENT_REASON_MAX} characters`;
  if (values.credit === 'amount') {
    const amount = amountOf(values.amount);
    if (!amount.ok) errors.amount = amount.message;
    if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, input: { reason, amountCents: amount.cents, lineIndex: Number(values.lineIndex) || 0 } };
  }
  const credited: { lineIndex: number; qty: number }[] = [];
  values.units.forEach((text, lineIndex) => {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === '0') return;
    const qty = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : NaN;
    const line = lines[lineIndex];
    if (!Number.isInteger(qty) || !line) errors[`units.${lineIndex}`] = 'Enter a whole number of units';
    else if (qty > line.qty) errors[`units.${lineIndex}`] = `At most ${line.qty}, the units invoiced`;
    else credited.push({ lineIndex, qty });
  });
  if (credited.length === 0 && !Object.keys(errors).some((field) => field.startsWith('units.')))
    errors.units = 'Enter the units credited on at least one line';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { reason, lines: credited } };
}

/** Where a server field goes on the payment form. */
export function paymentFieldOf(serverField: string): PaymentField | undefined {
  return ({ paidOn: 'paidOn', amountCents: 'amount', reference: 'reference' } as Record<string, PaymentField>)[serverField];
}

/** Where a server field goes on the note form: `lines.1.qty` names the second line *sent*. */
export function noteFieldOf(serverField: string, sent: AdjustmentNoteInput): NoteField | undefined {
  const [head, index] = serverField.split('.');
  if (head === 'reason' || head === 'amountCents' || head === 'lineIndex') return head === 'amountCents' ? 'amount' : head;
  if (head === 'lines') {
    const line = index !== undefined ? sent.lines?.[Number(index)] : undefined;
    return line ? `units.${line.lineIndex}` : 'units';
  }
  return undefined;
}
