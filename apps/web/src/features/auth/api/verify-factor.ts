import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { useInvalidateFactors } from './list-factors';

/** Asks the server for a challenge; a phone factor gets its code by SMS now. */
async function challengeFactor(supabase: SupabaseClient, factorId: string): Promise<{ challengeId: string; expiresAt: number }> {
  const { data, error } = await supabase.auth.mfa.challenge({ factorId });
  if (error) throw error;
  return { challengeId: data.id, expiresAt: data.expires_at };
}

/**
 * Answers a challenge. Success verifies a new factor, raises the session to aal2, and supabase-js emits
 * MFA_CHALLENGE_VERIFIED (the router re-runs its guards).
 */
async function verifyFactor(supabase: SupabaseClient, input: { factorId: string; challengeId: string; code: string }): Promise<void> {
  const { error } = await supabase.auth.mfa.verify(input);
  if (error) throw error;
}

/** An authenticator app's code needs no separate challenge step: challenge and verify at once. */
async function verifyTotp(supabase: SupabaseClient, input: { factorId: string; code: string }): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify(input);
  if (error) throw error;
}

export function useChallengeFactor() {
  const { supabase } = useSupabaseAuth();
  return useMutation({ mutationFn: (factorId: string) => challengeFactor(supabase, factorId) });
}

export function useVerifyFactor() {
  const { supabase } = useSupabaseAuth();
  const invalidate = useInvalidateFactors();
  return useMutation({
    mutationFn: (input: { factorId: string; code: string; challengeId?: string }) =>
      input.challengeId ? verifyFactor(supabase, { ...input, challengeId: input.challengeId }) : verifyTotp(supabase, input),
    onSuccess: invalidate,
  });
}
