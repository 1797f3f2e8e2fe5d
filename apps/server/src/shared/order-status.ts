import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';

const ENDED: readonly SupplierOrderStatus[] = ['delivered', 'rejected', 'cancelled'];
const REFUSED: readonly SupplierOrderStatus[] = ['rejected', 'cancelled'];

/** A held supplier order waits for its supplier as a submitted one does (decision 0170): the order reads it so. */
const WAITING: readonly SupplierOrderStatus[] = ['held', 'submitted'];

/**
 * An order's status from its supplier orders (docs/domain.md, Order status; decision 0128): submitted while all are
 * (or are held); rejected when every supplier rejected it; cancelled when all were rejected or cancelled and one was
 * cancelled; completed when all ended and one was delivered; otherwise in progress.
 */
export function orderStatusOf(statuses: readonly SupplierOrderStatus[]): OrderStatus {
  if (statuses.every((status) => WAITING.includes(status))) return 'submitted';
  if (statuses.every((status) => status === 'rejected')) return 'rejected';
  if (statuses.every((status) => REFUSED.includes(status))) return 'cancelled';
  if (statuses.every((status) => ENDED.includes(status))) return 'completed';
  return 'in_progress';
}
