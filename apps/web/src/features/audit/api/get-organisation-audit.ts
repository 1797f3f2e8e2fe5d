import { AuditEntryList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { organisationApiPath, orgKeys, type OrganisationKey } from '@/features/organisations';
import { AUDIT_PAGE_SIZE, type AuditPageSearch } from '../audit-search';

/** GET …/audit: the organisation's own log, newest first (its owners; 403 for admins and members). */
function getOrganisationAudit(organisation: OrganisationKey, search: AuditPageSearch, signal?: AbortSignal) {
  return apiGet(`${organisationApiPath(organisation)}/audit`, import.meta.env.DEV ? AuditEntryList : false, {
    signal,
    query: { page: search.page, pageSize: AUDIT_PAGE_SIZE },
  });
}

export const organisationAuditQueryOptions = (organisation: OrganisationKey, search: AuditPageSearch) =>
  queryOptions({
    queryKey: [...orgKeys.audit(organisation.id), search],
    queryFn: ({ signal }) => getOrganisationAudit(organisation, search, signal),
  });

export const useOrganisationAudit = (organisation: OrganisationKey, search: AuditPageSearch) =>
  useSuspenseQuery(organisationAuditQueryOptions(organisation, search));
