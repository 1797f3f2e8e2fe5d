import { AdminOrganisationCreated, type AdminOrganisationCreate } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrganisationType } from '../admin-search';
import { adminOrganisationsKey } from './get-admin-organisations';
import { outboxKey } from './get-outbox';

/** POST /api/admin/venues|suppliers: the organisation and an owner invite, mailed. 409 names a taken slug. */
function createOrganisation(type: OrganisationType, input: AdminOrganisationCreate) {
  return apiRequest('POST', `/api/admin/${type}s`, import.meta.env.DEV ? AdminOrganisationCreated : false, { body: input });
}

export function useCreateOrganisation(type: OrganisationType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminOrganisationCreate) => createOrganisation(type, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrganisationsKey(type) });
      void queryClient.invalidateQueries({ queryKey: outboxKey });
    },
  });
}
