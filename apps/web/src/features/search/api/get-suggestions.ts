import { SearchSuggestions } from '@tapline/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

function getSuggestions(q: string, signal?: AbortSignal) {
  return apiGet('/api/search/suggest', import.meta.env.DEV ? SearchSuggestions : false, { query: { q }, signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', { q }],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 30_000,
  });

/** Suggestions for what has been typed (nothing is asked for under two characters); the last ones stay while the next load. */
export const useSuggestions = (q: string) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
