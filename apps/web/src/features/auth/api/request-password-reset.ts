import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useSupabaseAuth } from '../supabase-auth-provider';

const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * Mails a recovery link that lands back on the reset page. The server answers the same whether or not the
 * address has an account, so the screen can't reveal who has one.
 */
async function requestPasswordReset(supabase: SupabaseClient, email: string, origin: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${origin}${RESET_PASSWORD_PATH}` });
  if (error) throw error;
}

export function useRequestPasswordReset() {
  const { supabase } = useSupabaseAuth();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(supabase, email, window.location.origin) });
}
