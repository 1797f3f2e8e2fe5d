import { isUuidShaped } from '@tapline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { usualQueryOptions } from '@/features/guides';

/** The Usual's pages load the venue's Usual from the supplier; junk in the address is Not Found. */
export function loadUsual(queryClient: QueryClient, venueId: string, supplierId: string) {
  if (!isUuidShaped(supplierId)) throw notFound();
  return queryClient.ensureQueryData(usualQueryOptions(venueId, supplierId));
}
