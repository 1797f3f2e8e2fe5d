import type { OrderSide } from '@tapline/contracts';
import { Info } from 'lucide-react';

/**
 * In place of a Cancel that would fail (decision 0130): Xero says the order is paid, in full or in part, and it has no
 * tax invoice of Tapline's for an adjustment note to credit (an order Xero invoiced before Tapline issued invoices),
 * so it is not cancelled here; the note says what to do instead. An order with Tapline's invoice is cancelled by a
 * note (decision 0161) and never shows this.
 */
export function CancelBlockedNote({
  blockedBy,
  reader,
  counterpart,
}: {
  blockedBy: 'paid' | 'part_paid';
  reader: OrderSide;
  counterpart: string;
}) {
  const what = blockedBy === 'paid' ? 'This order is paid in Xero' : 'Part of this order is paid in Xero';
  return (
    <div
      role="note"
      aria-label="Why this order can’t be cancelled"
      className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sky-800" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{what}, so it can’t be cancelled in Tapline.</p>
        <p>
          {reader === 'supplier'
            ? `Its invoice was made in Xero, not by Tapline. If the order won’t go ahead, refund the payment or raise a credit note against the invoice in Xero, then let ${counterpart} know.`
            : `Its invoice was made in Xero, not by Tapline. If the order shouldn’t go ahead, ask ${counterpart} to refund the payment or credit it in Xero.`}
        </p>
      </div>
    </div>
  );
}
