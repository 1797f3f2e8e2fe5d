import { ApplicationVerified } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isServerRender } from '@/lib/embedded-answers';

/** POST /api/applications/verify: the mailed link's token, sent once. */
function verifyApplication(token: string) {
  // the server's first paint must never spend the link: only the visitor's browser sends it (the paint is dropped)
  if (isServerRender()) return Promise.reject(new ApiError(0, 'network', 'Confirmed in the browser'));
  return apiRequest('POST', '/api/applications/verify', import.meta.env.DEV ? ApplicationVerified : false, { body: { token } });
}

/**
 * The link's one POST, as a query: the page's loader runs it once and the answer is kept for as long as the page
 * lives (a second POST would answer "already used").
 */
export const verifyApplicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['applications', 'verify', token],
    queryFn: () => verifyApplication(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
