import { isUuidShaped } from '@tapline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { guideQueryOptions } from '@/features/guides';
import { loadOrNotFound } from '@/lib/load-or-not-found';

/** A guide page's load: another venue's guide, none, or junk in the address is Not Found, as the API says. */
export function loadGuide(queryClient: QueryClient, venueId: string, guideId: string) {
  if (!isUuidShaped(guideId)) throw notFound();
  return loadOrNotFound([queryClient.ensureQueryData(guideQueryOptions(venueId, guideId))]);
}
