import { OnTapEntry, type OnTapUpdateInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settleOnTap } from './settle-on-tap';

/** PATCH /api/venues/{id}/available-at/{entryId}: only the fields given change. */
function updateOnTapEntry(venueId: string, entryId: string, input: OnTapUpdateInput) {
  return apiRequest(
    'PATCH',
    `/api/venues/${encodeURIComponent(venueId)}/available-at/${encodeURIComponent(entryId)}`,
    import.meta.env.DEV ? OnTapEntry : false,
    {
      body: input,
    },
  );
}

export function useUpdateOnTapEntry(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, input }: { entryId: string; input: OnTapUpdateInput }) => updateOnTapEntry(venueId, entryId, input),
    onSettled: () => settleOnTap(queryClient, venueId),
  });
}
