import type { OrderEnding, OrderSide, SupplierOrderStatus } from '@tapline/contracts';
import { formatDateTime } from '@/lib/format-time';

/** Both sides' names, so a page can say who ended an order from the reader's side ("you" or the other party). */
export interface OrderParties {
  venue: string;
  supplier: string;
}

/** "you" when the reader's side ended it, else that side's name. */
function whoEnded(ending: OrderEnding, reader: OrderSide, parties: OrderParties): string {
  return ending.by === reader ? 'you' : parties[ending.by];
}

const VERB: Partial<Record<SupplierOrderStatus, string>> = { rejected: 'Rejected', cancelled: 'Cancelled' };

/** For a list's status cell: "by Harbour Brewing: Out of kegs" (the chip says rejected or cancelled). */
export function endingLine(ending: OrderEnding, reader: OrderSide, parties: OrderParties): string {
  return `by ${whoEnded(ending, reader, parties)}${ending.reason ? `: ${ending.reason}` : ''}`;
}

/**
 * A rejected or cancelled supplier order's page: who ended it, from the reader's side ("Rejected by
 * Harbour Brewing", "Cancelled by you"), the person and when, and the reason they gave. Nothing while it stands.
 */
export function OrderEndingPanel({
  supplierOrder: { status, ending },
  reader,
  parties,
  timeZone,
}: {
  supplierOrder: { status: SupplierOrderStatus; ending: OrderEnding | null };
  reader: OrderSide;
  parties: OrderParties;
  timeZone: string;
}) {
  if (!ending) return null;
  const tone = status === 'rejected' ? 'border-red-200 bg-red-50' : 'border-stone-300 bg-stone-50';
  return (
    <div className={`rounded-lg border p-3 text-sm ${tone}`}>
      <p className="font-semibold text-ink">
        {VERB[status] ?? 'Ended'} by {whoEnded(ending, reader, parties)}
      </p>
      <p className="text-xs text-ink-soft">
        {ending.person ? `${ending.person} · ` : ''}
        {formatDateTime(ending.at, timeZone)}
      </p>
      {ending.reason ? <p className="mt-1 break-words text-ink">“{ending.reason}”</p> : null}
    </div>
  );
}
