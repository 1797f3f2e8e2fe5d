import type { InvoiceState } from '@tapline/contracts';
import { INVOICE_STATE_LOOK } from '../invoice-states';

/** An invoice's derived state as a coloured chip with its word. */
export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  const look = INVOICE_STATE_LOOK[state];
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${look.className}`}>
      {look.label}
    </span>
  );
}
