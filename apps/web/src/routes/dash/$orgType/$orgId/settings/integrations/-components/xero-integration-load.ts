import type { QueryClient } from '@tanstack/react-query';
import { xeroIntegrationQueryOptions } from '@/features/integrations';
import type { OrganisationKey } from '@/features/organisations';

/** The organisation's Xero connection, what both integration pages show. */
export function loadXeroIntegration({
  context: { queryClient, organisation },
}: {
  context: { queryClient: QueryClient; organisation: OrganisationKey };
}) {
  return queryClient.ensureQueryData(xeroIntegrationQueryOptions(organisation));
}
