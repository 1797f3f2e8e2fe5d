import { OrganisationSettings } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { organisationApiPath, type OrganisationKey } from '../organisation-ref';
import { organisationQueryOptions } from './organisation-request';

/**
 * One's own venue or supplier as its members see it (GET /api/{venues|suppliers}/{id}/settings): unlike the
 * public detail it answers for a suspended organisation too, whose members must still see their team.
 */
export function getOrganisationSettings(organisation: OrganisationKey, signal?: AbortSignal) {
  return apiGet(`${organisationApiPath(organisation)}/settings`, import.meta.env.DEV ? OrganisationSettings : false, { signal });
}

/** `organisation.id` is the UUID: the dashboard resolves the slug in the address once (orgKeys.reference). */
export const organisationSettingsQueryOptions = (organisation: OrganisationKey) =>
  organisationQueryOptions(organisation, 'settings', 'settings', import.meta.env.DEV ? OrganisationSettings : false);

export const useOrganisationSettings = (organisation: OrganisationKey) => useSuspenseQuery(organisationSettingsQueryOptions(organisation));
