import type { VenueOverview } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgKeys } from '@/features/organisations';
import { apiRequest } from '@/lib/api-client';

/** POST /api/venues/{id}/getting-started/dismiss: an owner or admin puts the checklist away for the whole venue. */
export function useDismissGettingStarted(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `/api/venues/${encodeURIComponent(venueId)}/getting-started/dismiss`, undefined),
    onSuccess: () => {
      queryClient.setQueryData<VenueOverview>(orgKeys.overview(venueId), (overview) =>
        overview ? { ...overview, gettingStarted: { dismissed: true, suppliersToBrowse: [] } } : overview,
      );
      void queryClient.invalidateQueries({ queryKey: orgKeys.overview(venueId) });
    },
  });
}
