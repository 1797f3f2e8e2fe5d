import { orderKeys } from '@/features/orders';

/**
 * The order changes' query keys (decision 0181), under the orders' own prefix: an order step, a proposal's realtime
 * event and every mutation that invalidates `orderKeys.all` refetch them too.
 */
export const orderChangeKeys = {
  all: [...orderKeys.all, 'changes'] as const,
  list: (supplierOrderId: string) => [...orderChangeKeys.all, 'list', supplierOrderId] as const,
  preview: (changeId: string) => [...orderChangeKeys.all, 'preview', changeId] as const,
  packs: (supplierOrderId: string) => [...orderChangeKeys.all, 'packs', supplierOrderId] as const,
};
