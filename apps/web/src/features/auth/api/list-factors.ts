import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaFactor } from '../factors';
import { useSupabaseAuth } from '../supabase-auth-provider';

/** Every second factor of the signed-in person, verified or not (supabase-js reads them from GET /auth/v1/user). */
async function listFactors(supabase: SupabaseClient): Promise<MfaFactor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all as MfaFactor[];
}

const factorsQueryOptions = (supabase: SupabaseClient, userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'factors'],
    queryFn: () => listFactors(supabase),
    // only a lost connection may pass next time; an auth refusal won't
    retry: (failureCount, error) => failureCount < 2 && isAuthRetryableFetchError(error),
  });

export function useFactors() {
  const { supabase, user } = useSupabaseAuth();
  return useQuery({ ...factorsQueryOptions(supabase, user?.id ?? ''), enabled: Boolean(user) });
}

/** After an enrolment, a verification or a removal: the list is read again. */
export function useInvalidateFactors() {
  const { supabase, user } = useSupabaseAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: factorsQueryOptions(supabase, user?.id ?? '').queryKey });
}
