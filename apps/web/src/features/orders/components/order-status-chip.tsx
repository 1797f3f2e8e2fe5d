import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';

type Status = OrderStatus | SupplierOrderStatus;

const LOOK: Record<Status, { label: string; className: string }> = {
  held: { label: 'Held', className: 'bg-amber-100 text-amber-900' },
  submitted: { label: 'Submitted', className: 'bg-malt-100 text-malt-800' },
  accepted: { label: 'Accepted', className: 'bg-sky-100 text-sky-900' },
  in_progress: { label: 'In progress', className: 'bg-sky-100 text-sky-900' },
  dispatched: { label: 'Dispatched', className: 'bg-violet-100 text-violet-900' },
  delivered: { label: 'Delivered', className: 'bg-green-100 text-green-800' },
  completed: { label: 'Completed', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800' },
  cancelled: { label: 'Cancelled', className: 'bg-stone-200 text-ink' },
};

/** An order's or a supplier order's status as a coloured chip with its name (colour is never the only cue). */
export function OrderStatusChip({ status, label }: { status: Status; label?: string }) {
  const look = LOOK[status];
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${look.className}`}>
      {label ?? look.label}
    </span>
  );
}

/** "Paid": Xero said the order's invoice (or bill) is paid; shown beside the status, on both sides. */
export function PaidChip({ paidAt }: { paidAt: string | null }) {
  if (!paidAt) return null;
  return (
    <span className="inline-flex items-center whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      Paid
    </span>
  );
}
