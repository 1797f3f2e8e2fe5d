import { ApplicationFormToken } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/applications/form-token: a signed token saying when the application form was opened. */
function getFormToken(signal?: AbortSignal) {
  return apiGet('/api/applications/form-token', import.meta.env.DEV ? ApplicationFormToken : false, { signal, cache: 'no-store' });
}

export const formTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'form-token'],
    queryFn: ({ signal }) => getFormToken(signal),
    // one token per opening of the form: it says when the form was opened, so it is never refreshed behind the person's back
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
