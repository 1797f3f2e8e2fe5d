import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { QUERY_DEFAULTS } from './constants';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_DEFAULTS.gcTime,
        retryDelay: QUERY_DEFAULTS.retryDelay,
        // a 4xx will answer the same again; retry only what may pass (network, timeout, 5xx)
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.retry && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
