import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig } from '@/lib/runtime-config';

let client: SupabaseClient | undefined;
let loading: Promise<SupabaseClient> | undefined;
const listeners = new Set<() => void>();

/**
 * The Supabase client, loaded on first need (docs/decisions/0057): the sign-in pages, a dashboard route, a
 * stored session or a mailed link's tokens. A public page for someone signed out never downloads it.
 */
export function loadAuthClient(): Promise<SupabaseClient> {
  if (client) return Promise.resolve(client);
  loading ??= Promise.all([loadRuntimeConfig(), import('@/lib/supabase-client')])
    .then(([config, { createSupabaseClient }]) => {
      client = createSupabaseClient(config);
      listeners.forEach((listener) => listener());
      return client;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The client if it is loaded already. */
export function loadedAuthClient(): SupabaseClient | undefined {
  return client;
}

/** Called once when the client has loaded (for useSyncExternalStore). */
export function subscribeAuthClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
