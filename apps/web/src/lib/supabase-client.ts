import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@tapline/contracts';

/**
 * The official supabase-js client, unmodified, pointed at Tapline's own `/auth/v1` or at a hosted Supabase
 * project (whatever /config.json says). A missing URL or key fails with the client's own messages
 * ("supabaseUrl is required.", "supabaseKey is required.").
 */
export function createSupabaseClient(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      // the client's own tick refreshes the access token before it ends, paused while the page is hidden
      autoRefreshToken: true,
      // recovery and invite links land with the tokens in the URL fragment
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
}
