import { InviteAccepted } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { apiRequest } from '@/lib/api-client';
import { invitePreviewQueryOptions } from './get-invite-preview';

/** POST /api/invites/{token}/accept as the signed-in invitee: the membership now held. */
function acceptInvite(token: string) {
  return apiRequest('POST', `/api/invites/${encodeURIComponent(token)}/accept`, import.meta.env.DEV ? InviteAccepted : false);
}

/** `mutate(userId)`: the signed-in user's organisations gain one, and the preview now says accepted (or why not). */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_userId: string) => acceptInvite(token),
    onSettled: (_data, _error, userId) => {
      void queryClient.invalidateQueries({ queryKey: invitePreviewQueryOptions(token).queryKey });
      void queryClient.invalidateQueries({ queryKey: userOrganisationsQueryOptions(userId).queryKey });
    },
  });
}
