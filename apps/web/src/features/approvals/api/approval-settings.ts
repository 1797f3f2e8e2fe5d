import { ApprovalSettings } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { approvalKeys } from './approval-keys';

/** PUT /api/venues/{id}/approval-settings: the venue's allowance for a price rise on approving (owners and admins). */
export function useSaveApprovalSettings(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalSettings) =>
      apiRequest('PUT', `/api/venues/${encodeURIComponent(venueId)}/approval-settings`, import.meta.env.DEV ? ApprovalSettings : false, {
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.list(venueId) }),
  });
}
