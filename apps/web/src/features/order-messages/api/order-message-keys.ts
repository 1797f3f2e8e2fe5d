/** One key factory for order threads (docs/conventions.md, Query keys and identity): a thread under its supplier order's UUID. */
export const orderMessageKeys = {
  all: ['order-messages'] as const,
  thread: (supplierOrderId: string) => [...orderMessageKeys.all, supplierOrderId] as const,
};
