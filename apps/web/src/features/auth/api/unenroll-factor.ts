import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { useInvalidateFactors } from './list-factors';

/**
 * Removes a factor. A verified one needs an aal2 session (422 insufficient_aal otherwise). The session is
 * refreshed afterwards, so its token and its list of factors stop naming the removed one.
 */
async function unenrollFactor(supabase: SupabaseClient, factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  await supabase.auth.refreshSession();
}

export function useUnenrollFactor() {
  const { supabase } = useSupabaseAuth();
  const invalidate = useInvalidateFactors();
  return useMutation({ mutationFn: (factorId: string) => unenrollFactor(supabase, factorId), onSettled: invalidate });
}
