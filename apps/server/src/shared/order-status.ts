import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';

const ENDED: readonly SupplierOrderStatus[] = ['delivered', 'rejected', 'cancelled'];
const REFUSED: readonly SupplierOrderStatus[] = ['rejected', 'cancelled'];

/**
 * An order's status from its supplier orders (docs/domain.md, Order status; decision 0128): submitted while all are; rejected when
 * every supplier rejected it; cancelled when all were rejected or cancelled and one was cancelled; completed when all
 * ended and one was delivered; otherwise in progress.
 */
export function orderStatusOf(statuses: readonly SupplierOrderStatus[]): OrderStatus {
  if (statuses.every((status) => status === 'submitted')) return 'submitted';
  if (statuses.every((status) => status === 'rejected')) return 'rejected';
  if (statuses.every((status) => REFUSED.includes(status))) return 'cancelled';
  if (statuses.every((status) => ENDED.includes(status))) return 'completed';
  return 'in_progress';
}
