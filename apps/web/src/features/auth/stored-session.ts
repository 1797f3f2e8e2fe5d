import type { Session } from '@supabase/supabase-js';
import { browserStorage } from '@/lib/browser-storage';

/**
 * The localStorage key under which supabase-js keeps the session, computed as its SupabaseClient constructor
 * does (`sb-${baseUrl.hostname.split('.')[0]}-auth-token`), so a page can tell whether someone is signed in
 * without loading the client.
 */
export function authStorageKey(supabaseUrl: string): string | null {
  try {
    return `sb-${new URL(supabaseUrl.trim()).hostname.split('.')[0]}-auth-token`;
  } catch {
    return null;
  }
}

/**
 * The session supabase-js stored, if any: enough to show "Dashboard" rather than "Login" on the first paint. It
 * may have expired; the client, loaded straight after, refreshes it or drops it.
 */
export function readStoredSession(
  supabaseUrl: string,
  storage: Pick<Storage, 'getItem'> | null = browserStorage('localStorage'),
): Session | null {
  const key = authStorageKey(supabaseUrl);
  // no storage (a frame on another website may have none): signed out, as far as the first paint can tell
  if (!key || !storage) return null;
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Session> | null;
    return value && typeof value.access_token === 'string' && typeof value.refresh_token === 'string' && value.user
      ? (value as Session)
      : null;
  } catch {
    return null;
  }
}
