/**
 * One key factory for order guides (docs/conventions.md, Query keys and identity): everything under the venue's UUID, so
 * a change to a guide refetches the list and the guide's pages; the Usual under the same prefix.
 */
export const guideKeys = {
  all: (venueId: string) => ['guides', venueId] as const,
  list: (venueId: string) => [...guideKeys.all(venueId), 'list'] as const,
  guide: (venueId: string, guideId: string) => [...guideKeys.all(venueId), 'guide', guideId] as const,
  usual: (venueId: string, supplierId: string | null) => [...guideKeys.all(venueId), 'usual', supplierId ?? 'all'] as const,
};
