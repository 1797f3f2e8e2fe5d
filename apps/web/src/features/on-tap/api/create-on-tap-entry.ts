import { OnTapEntry, type OnTapCreateInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settleOnTap } from './settle-on-tap';

/** POST /api/venues/{id}/available-at: a catalogue product, a guest beer, or a delivered keg ("Put on tap"). */
function createOnTapEntry(venueId: string, input: OnTapCreateInput) {
  return apiRequest('POST', `/api/venues/${encodeURIComponent(venueId)}/available-at`, import.meta.env.DEV ? OnTapEntry : false, {
    body: input,
  });
}

export function useCreateOnTapEntry(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnTapCreateInput) => createOnTapEntry(venueId, input),
    onSettled: () => settleOnTap(queryClient, venueId),
  });
}
