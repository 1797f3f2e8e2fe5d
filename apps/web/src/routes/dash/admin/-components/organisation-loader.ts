import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { adminOrganisationQueryOptions } from '@/features/admin';
import type { OrganisationType } from '@/features/organisations';
import { loadOrNotFound } from '@/lib/load-or-not-found';

/** A venue's or a supplier's admin page: an unknown id, or an organisation of the other type, is Not Found. */
export async function loadAdminOrganisation(queryClient: QueryClient, type: OrganisationType, id: string) {
  const options = adminOrganisationQueryOptions(id);
  await loadOrNotFound([queryClient.ensureQueryData(options)]);
  if (queryClient.getQueryData(options.queryKey)?.type !== type) throw notFound();
}
