import { OutboxMessageList } from '@tapline/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, type OutboxSearch } from '../admin-search';

/** GET /api/admin/outbox: mail and SMS with their delivery state, newest first (platform admins; 403 otherwise). */
function getOutbox(search: OutboxSearch & { pageSize?: number }, signal?: AbortSignal) {
  return apiGet('/api/admin/outbox', import.meta.env.DEV ? OutboxMessageList : false, {
    signal,
    query: { channel: search.channel, state: search.state, page: search.page, pageSize: search.pageSize ?? ADMIN_PAGE_SIZE },
  });
}

export const outboxKey = ['admin', 'outbox'] as const;

export const outboxQueryOptions = (search: OutboxSearch & { pageSize?: number }) =>
  queryOptions({ queryKey: [...outboxKey, search], queryFn: ({ signal }) => getOutbox(search, signal) });

export const useOutbox = (search: OutboxSearch & { pageSize?: number }) => useSuspenseQuery(outboxQueryOptions(search));
