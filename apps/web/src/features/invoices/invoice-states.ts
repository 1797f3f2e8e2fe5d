import type { InvoiceState } from '@tapline/contracts';

/** Each state's words and colours (never the colour alone: the chip says the word). */
export const INVOICE_STATE_LOOK: Record<InvoiceState, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-sky-100 text-sky-900' },
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-800' },
  part_paid: { label: 'Part paid', className: 'bg-amber-100 text-amber-900' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-800' },
  credited: { label: 'Credited', className: 'bg-stone-200 text-ink' },
};

/** The list's filter chips, in the order a person reads down their money: all, then what is owed, then what is settled. */
export const INVOICE_FILTERS: { state: InvoiceState | undefined; label: string }[] = [
  { state: undefined, label: 'All' },
  { state: 'open', label: 'Open' },
  { state: 'overdue', label: 'Overdue' },
  { state: 'part_paid', label: 'Part paid' },
  { state: 'paid', label: 'Paid' },
  { state: 'credited', label: 'Credited' },
];

/** A calendar date ("2026-12-03", already the supplier's day) as an invoice prints it: "3 Dec 2026". */
export function formatInvoiceDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** What a list's empty state says, per filter: nothing issued yet, or nothing in that state. */
export function emptyInvoicesTitle(state: InvoiceState | undefined, noun: 'invoices' | 'bills'): string {
  if (!state) return `No ${noun} yet`;
  return `No ${INVOICE_STATE_LOOK[state].label.toLowerCase()} ${noun}`;
}
