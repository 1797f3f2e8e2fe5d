import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '@/lib/api-client';
import { settleOnTap, toast } from './settle-on-tap';

/** DELETE /api/venues/{id}/available-at/{entryId}: the keg is kicked; the entry moves to the history with its dates. */
export function useKickOnTapEntry(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId }: { entryId: string; name: string }) =>
      apiCommand('DELETE', `/api/venues/${encodeURIComponent(venueId)}/available-at/${encodeURIComponent(entryId)}`),
    onSuccess: (_answer, { name }) => void toast('success', `${name} is kicked`),
    onError: (error, { name }) => void toast('error', `${name} wasn’t kicked: ${error.message}`),
    onSettled: () => settleOnTap(queryClient, venueId),
  });
}
