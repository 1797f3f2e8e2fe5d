import { AuditEntryList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { AUDIT_PAGE_SIZE, type AdminAuditSearch } from '../audit-search';

/** GET /api/admin/audit: every organisation's log, newest first (platform admins; 403 otherwise). */
function getAdminAudit(search: AdminAuditSearch, signal?: AbortSignal) {
  return apiGet('/api/admin/audit', import.meta.env.DEV ? AuditEntryList : false, {
    signal,
    query: { organisationId: search.organisationId, action: search.action, page: search.page, pageSize: AUDIT_PAGE_SIZE },
  });
}

const adminAuditKey = ['admin', 'audit'] as const;

export const adminAuditQueryOptions = (search: AdminAuditSearch) =>
  queryOptions({ queryKey: [...adminAuditKey, search], queryFn: ({ signal }) => getAdminAudit(search, signal) });

export const useAdminAudit = (search: AdminAuditSearch) => useSuspenseQuery(adminAuditQueryOptions(search));
