import { venueMenuQueryOptions } from '@/features/venues';

/**
 * One key factory for the On Tap editor (docs/conventions.md, Query keys and identity). The editor's list lives under the public menu's key, so
 * one invalidation by that prefix (this editor's saves, and realtime's `on-tap.changed`) refreshes both.
 */
export const onTapKeys = {
  menu: (venueId: string) => venueMenuQueryOptions(venueId).queryKey,
  list: (venueId: string) => [...venueMenuQueryOptions(venueId).queryKey, 'editor'] as const,
};
