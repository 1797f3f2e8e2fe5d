/** One key factory for pick lists (docs/conventions.md, Query keys and identity): everything under the supplier's UUID. */
export const pickListKeys = {
  all: (supplierId: string) => ['pick-lists', supplierId] as const,
  days: (supplierId: string) => [...pickListKeys.all(supplierId), 'days'] as const,
  day: (supplierId: string, date: string) => [...pickListKeys.all(supplierId), 'day', date] as const,
};
