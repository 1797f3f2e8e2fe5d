import { KegLedgerEntry, VenueKegSupplier, type KegAdjustmentInput, type KegEmptiesInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { kegsPath } from './get-kegs';
import { kegKeys } from './keg-keys';

/** POST /api/suppliers/{id}/kegs/{venueId}/entries: an adjustment or a write-off (owners and admins). */
export function useAdjustKegs(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, input }: { venueId: string; input: KegAdjustmentInput }) =>
      apiRequest(
        'POST',
        `${kegsPath({ type: 'supplier', id: supplierId }, venueId)}/entries`,
        import.meta.env.DEV ? KegLedgerEntry : false,
        {
          body: input,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kegKeys.all(supplierId) }),
  });
}

/** POST /api/venues/{id}/kegs/{supplierId}/empties: empties the venue didn't track on On Tap. */
export function useDeclareEmpties(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, input }: { supplierId: string; input: KegEmptiesInput }) =>
      apiRequest(
        'POST',
        `${kegsPath({ type: 'venue', id: venueId }, supplierId)}/empties`,
        import.meta.env.DEV ? VenueKegSupplier : false,
        {
          body: input,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kegKeys.all(venueId) }),
  });
}
