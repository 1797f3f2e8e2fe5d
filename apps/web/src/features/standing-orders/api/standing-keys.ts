/**
 * One key factory for standing orders (docs/conventions.md, Query keys and identity): a venue's standing orders, one of
 * them and its agenda under the venue's UUID, so a change to one refetches every screen that shows them; a supplier's
 * demand and calendar under the supplier's.
 */
export const standingKeys = {
  all: (organisationId: string) => ['standing-orders', organisationId] as const,
  list: (venueId: string) => [...standingKeys.all(venueId), 'list'] as const,
  detail: (venueId: string, standingOrderId: string) => [...standingKeys.all(venueId), 'detail', standingOrderId] as const,
  agenda: (venueId: string) => [...standingKeys.all(venueId), 'agenda'] as const,
  demand: (supplierId: string) => [...standingKeys.all(supplierId), 'demand'] as const,
  calendar: (supplierId: string) => [...standingKeys.all(supplierId), 'calendar'] as const,
};
