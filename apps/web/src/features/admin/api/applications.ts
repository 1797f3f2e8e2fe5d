import { Application, ApplicationApproved, ApplicationList, type ApplicationApprove } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '../admin-search';
import type { ApplicationSearch } from '../application-search';
import { adminOrganisationsKey } from './get-admin-organisations';
import { outboxKey } from './get-outbox';

const applicationsKey = ['admin', 'applications'] as const;

/** GET /api/admin/applications: verified applications of one status, newest first, with the tabs' counts (platform admins). */
function getApplications(search: ApplicationSearch, signal?: AbortSignal) {
  return apiGet('/api/admin/applications', import.meta.env.DEV ? ApplicationList : false, {
    signal,
    query: { status: search.status ?? 'new', q: search.q, page: search.page, pageSize: ADMIN_PAGE_SIZE },
  });
}

export const applicationsQueryOptions = (search: ApplicationSearch) =>
  queryOptions({ queryKey: [...applicationsKey, 'list', search], queryFn: ({ signal }) => getApplications(search, signal) });

export const useApplications = (search: ApplicationSearch) => useSuspenseQuery(applicationsQueryOptions(search));

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/applications/${encodeURIComponent(id)}`, import.meta.env.DEV ? Application : false, { signal }),
  });

export const useApplication = (id: string) => useSuspenseQuery(applicationQueryOptions(id));

function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: applicationsKey });
    void queryClient.invalidateQueries({ queryKey: outboxKey });
  };
}

/** POST …/approve: the organisation and its owner's invite; 409 when already decided or the slug is taken. */
export function useApproveApplication(id: string) {
  const refresh = useRefreshAfterDecision();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationApprove) =>
      apiRequest('POST', `/api/admin/applications/${encodeURIComponent(id)}/approve`, import.meta.env.DEV ? ApplicationApproved : false, {
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, answer.application);
      void queryClient.invalidateQueries({ queryKey: adminOrganisationsKey(answer.application.type) });
    },
    onSettled: refresh,
  });
}

/** POST …/decline {reason}: the reason is mailed to the applicant. */
export function useDeclineApplication(id: string) {
  const refresh = useRefreshAfterDecision();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest('POST', `/api/admin/applications/${encodeURIComponent(id)}/decline`, import.meta.env.DEV ? Application : false, {
        body: { reason },
      }),
    onSuccess: (answer) => queryClient.setQueryData(applicationQueryOptions(id).queryKey, answer),
    onSettled: refresh,
  });
}
