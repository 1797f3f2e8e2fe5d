/**
 * One key factory for a supplier's price lists (docs/conventions.md, Query keys and identity): the list and each price
 * list under the supplier's UUID, so a change refetches every screen that shows them.
 */
export const priceListKeys = {
  all: (supplierId: string) => ['price-lists', supplierId] as const,
  list: (supplierId: string) => [...priceListKeys.all(supplierId), 'list'] as const,
  detail: (supplierId: string, priceListId: string) => [...priceListKeys.all(supplierId), 'detail', priceListId] as const,
};
