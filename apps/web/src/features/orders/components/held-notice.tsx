import type { SupplierOrder } from '@tapline/contracts';
import { PauseCircle } from 'lucide-react';

/**
 * A held order (placed over the venue's credit limit, or with its account on hold), said plainly to each side: the
 * supplier reads why and what to do, the venue whom it waits for. Nothing for an order that isn't held.
 */
export function HeldNotice({
  order,
  reader,
}: {
  order: Pick<SupplierOrder, 'status' | 'heldReason' | 'supplier'>;
  reader: 'supplier' | 'venue';
}) {
  if (order.status !== 'held') return null;
  return (
    <div className="flex gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-ink print:hidden">
      <PauseCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      {reader === 'supplier' ? (
        <div>
          <p className="text-base font-semibold">Held{order.heldReason ? `: ${order.heldReason}` : ''}</p>
          <p className="mt-1">
            Release it to make it a new order you can accept, or decline it with a reason. The venue is told either way.
          </p>
        </div>
      ) : (
        <p>
          <strong>Held:</strong> waiting for {order.supplier.name} to release it{order.heldReason ? ` (${order.heldReason})` : ''}.
        </p>
      )}
    </div>
  );
}
