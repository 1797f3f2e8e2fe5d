import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, type AnswerContract } from '@/lib/api-client';
import { invalidateOrganisation, orgKeys } from '../organisation-keys';
import { organisationApiPath, type OrganisationKey } from '../organisation-ref';

/**
 * GET `/api/{venues|suppliers}/{id}/{path}` parsed with its contract, cached under the organisation's UUID
 * (`orgKeys[key]`), so that `invalidateOrganisation` reaches it. Callers pass `import.meta.env.DEV ? Schema : false`:
 * a schema handed over in production would keep zod in the scripts of every page that asks (decision 0151).
 */
export function organisationQueryOptions<T extends z.ZodType>(
  organisation: OrganisationKey,
  key: 'settings' | 'team' | 'invites',
  path: string,
  schema: AnswerContract<T>,
) {
  return queryOptions({
    queryKey: orgKeys[key](organisation.id),
    queryFn: ({ signal }) => apiGet(`${organisationApiPath(organisation)}/${path}`, schema, { signal }),
  });
}

/** A change to what belongs to the organisation: whatever the answer, every screen that shows the organisation refetches. */
export function useOrganisationMutation<TVariables, TData>(
  organisation: OrganisationKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateOrganisation(queryClient, organisation.id) });
}
