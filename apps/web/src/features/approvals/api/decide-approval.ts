import { ApprovalRequest } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiRequest } from '@/lib/api-client';
import { approvalKeys } from './approval-keys';

type Decision = { action: 'approve'; note?: string } | { action: 'decline'; note: string } | { action: 'withdraw' };

/** POST /api/approval-requests/{id}/approve|decline|withdraw: the request as it stands after. */
export function useDecideApproval(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: Decision) =>
      apiRequest(
        'POST',
        `/api/approval-requests/${encodeURIComponent(requestId)}/${action}`,
        import.meta.env.DEV ? ApprovalRequest : false,
        {
          body,
        },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      // an approval places an order
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
