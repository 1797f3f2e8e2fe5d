import type { QueryClient } from '@tanstack/react-query';
import { venueMenuQueryOptions } from '@/features/venues';
import { loadOrNotFound } from '@/lib/load-or-not-found';

/** The board, table card and embed show the menu alone (it names the venue): an unknown venue is Not Found. */
export function loadMenu({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { id: string } }) {
  return loadOrNotFound([queryClient.ensureQueryData(venueMenuQueryOptions(params.id))]);
}
