import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { QUERY_DEFAULTS } from './constants';

/** Retrying can't change these answers: a 4xx, or an answer that breaks the contract. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'invalid_response');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_DEFAULTS.gcTime,
        retryDelay: QUERY_DEFAULTS.retryDelay,
        // up to 3 retries for what may pass next time (network, timeout, 5xx); a 404 shows Not Found at once
        retry: (failureCount, error) => failureCount < QUERY_DEFAULTS.retry && !isFinal(error),
      },
    },
  });
}
