import { Application, ApplicationApproved, ApplicationList, type ApplicationApprove } from '@tapline/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AnswerContract, apiGet, apiRequest } from '@/lib/api-client';
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

/** POST …/{decision}: the answer goes into the application's page; the lists and the outbox (its mail) refresh either way. */
function useDecision<Variables, T extends z.ZodType>(
  id: string,
  decision: 'approve' | 'decline',
  answer: AnswerContract<T>,
  bodyOf: (variables: Variables) => unknown,
  onDecided: (answer: z.infer<T>, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) =>
      apiRequest('POST', `/api/admin/applications/${encodeURIComponent(id)}/${decision}`, answer, { body: bodyOf(variables) }),
    onSuccess: (decided) => onDecided(decided, queryClient),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsKey });
      void queryClient.invalidateQueries({ queryKey: outboxKey });
    },
  });
}

/** POST …/approve: the organisation and its owner's invite; 409 when already decided or the slug is taken. */
export function useApproveApplication(id: string) {
  return useDecision(
    id,
    'approve',
    import.meta.env.DEV ? ApplicationApproved : false,
    (body: ApplicationApprove) => body,
    (approved, queryClient) => {
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, approved.application);
      void queryClient.invalidateQueries({ queryKey: adminOrganisationsKey(approved.application.type) });
    },
  );
}

/** POST …/decline {reason}: the reason is mailed to the applicant. */
export function useDeclineApplication(id: string) {
  return useDecision(
    id,
    'decline',
    import.meta.env.DEV ? Application : false,
    (reason: string) => ({ reason }),
    (declined, queryClient) => queryClient.setQueryData(applicationQueryOptions(id).queryKey, declined),
  );
}
