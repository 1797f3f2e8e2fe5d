import type { SupabaseClient } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSupabaseAuth } from '../supabase-auth-provider';

/**
 * Saves the display name in the user's metadata. The API takes names from the access token's claims, so the
 * session is refreshed at once for the new name to reach it.
 */
async function updateName(supabase: SupabaseClient, name: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { name } });
  if (error) throw error;
  await supabase.auth.refreshSession();
}

/** A new password (422 weak_password with reasons, or same_password, when the server won't take it). */
async function updatePassword(supabase: SupabaseClient, password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdateName() {
  const { supabase } = useSupabaseAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateName(supabase, name),
    // the name shows in team lists, member pages and the like: refetch whatever is on screen
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUpdatePassword() {
  const { supabase } = useSupabaseAuth();
  return useMutation({ mutationFn: (password: string) => updatePassword(supabase, password) });
}
