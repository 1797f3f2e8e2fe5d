import { ApprovalRequest, type ApprovalRequestCreate } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart';
import { apiRequest } from '@/lib/api-client';
import { approvalKeys } from './approval-keys';

/** POST /api/venues/{id}/approval-requests: the cart's groups sent for approval; the items leave the cart. */
export function useRequestApproval(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalRequestCreate) =>
      apiRequest('POST', `/api/venues/${encodeURIComponent(venueId)}/approval-requests`, import.meta.env.DEV ? ApprovalRequest : false, {
        body: input,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
