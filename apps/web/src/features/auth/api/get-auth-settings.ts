import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HTTP_TIMEOUT_MS } from '@/app/constants';
import { runtimeConfig } from '@/lib/runtime-config';

/**
 * The part of GET /auth/v1/settings the screens read: which sign-in providers are switched on, and which SMS
 * provider sends texts ("" when none, and then phone factors are not offered).
 */
const AuthSettings = z.object({ external: z.record(z.string(), z.boolean()).catch({}), sms_provider: z.string().catch('') });
export type AuthSettings = z.infer<typeof AuthSettings>;

/** supabase-js has no call for it; it is a plain GET with the anon key (the same for hosted Supabase). */
async function getAuthSettings(signal?: AbortSignal): Promise<AuthSettings> {
  const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const response = await fetch(`${supabaseUrl.replace(/\/$/, '')}/auth/v1/settings`, {
    headers: { apikey: supabaseAnonKey },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`The auth settings answered ${response.status}`);
  return AuthSettings.parse(await response.json());
}

const authSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'settings'], queryFn: ({ signal }) => getAuthSettings(signal), staleTime: 5 * 60_000 });

export const useAuthSettings = () => useQuery(authSettingsQueryOptions());
