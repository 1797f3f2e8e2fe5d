import { AdminInviteResent } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiRequest } from '@/lib/api-client';
import { adminOrganisationQueryOptions } from './get-admin-organisation';

const invitePath = (organisationId: string, inviteId: string) =>
  `/api/admin/organisations/${encodeURIComponent(organisationId)}/invites/${encodeURIComponent(inviteId)}`;

/** POST …/resend: a new link mailed (the old one stops working), valid for 7 days; the answer carries the link. */
function resendAdminInvite(organisationId: string, inviteId: string) {
  return apiRequest('POST', `${invitePath(organisationId, inviteId)}/resend`, import.meta.env.DEV ? AdminInviteResent : false);
}

/** DELETE: the invite is withdrawn, its link stops working. */
function withdrawAdminInvite(organisationId: string, inviteId: string) {
  return apiCommand('DELETE', invitePath(organisationId, inviteId));
}

export function useResendAdminInvite(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendAdminInvite(organisationId, inviteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrganisationQueryOptions(organisationId).queryKey }),
  });
}

export function useWithdrawAdminInvite(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => withdrawAdminInvite(organisationId, inviteId),
    // the lists show a pending owner invite too
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organisations'] }),
  });
}
