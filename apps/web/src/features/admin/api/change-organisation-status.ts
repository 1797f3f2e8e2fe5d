import { AdminOrganisation } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrganisationType } from '../admin-search';
import { adminOrganisationDetailsKey } from './get-admin-organisation';
import { adminOrganisationsKey } from './get-admin-organisations';

/** POST …/suspend {reason}: out of the public lists, no orders; its members see the reason. */
function suspendOrganisation(type: OrganisationType, id: string, reason: string) {
  return apiRequest('POST', `/api/admin/${type}s/${encodeURIComponent(id)}/suspend`, import.meta.env.DEV ? AdminOrganisation : false, {
    body: { reason },
  });
}

/** POST …/reactivate: back to active, the reason cleared. */
function reactivateOrganisation(type: OrganisationType, id: string) {
  return apiRequest('POST', `/api/admin/${type}s/${encodeURIComponent(id)}/reactivate`, import.meta.env.DEV ? AdminOrganisation : false);
}

type Change = { id: string; action: 'suspend'; reason: string } | { id: string; action: 'reactivate' };

export function useChangeOrganisationStatus(type: OrganisationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.action === 'suspend' ? suspendOrganisation(type, change.id, change.reason) : reactivateOrganisation(type, change.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganisationsKey(type) }),
        // the organisations' admin pages show the status and its history (opened by id or slug)
        queryClient.invalidateQueries({ queryKey: adminOrganisationDetailsKey }),
      ]),
  });
}
