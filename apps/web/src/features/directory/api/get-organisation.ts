import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { detailSchemas, publicApiPath, type OrganisationType } from '../organisation-types';

/** A venue's or supplier's public page, by slug or id. */
function getOrganisation<T extends OrganisationType>(type: T, id: string, signal?: AbortSignal) {
  return apiGet(publicApiPath(type, id), import.meta.env.DEV ? detailSchemas[type] : false, { signal });
}

export const organisationQueryOptions = <T extends OrganisationType>(type: T, id: string) =>
  queryOptions({ queryKey: [`${type}s`, 'detail', id], queryFn: ({ signal }) => getOrganisation(type, id, signal) });

export const useOrganisation = <T extends OrganisationType>(type: T, id: string) => useSuspenseQuery(organisationQueryOptions(type, id));
