import type { SupabaseClient } from '@supabase/supabase-js';
import { setAccessTokenSource, setMfaRequiredHandler } from '@/lib/api-client';
import { mfaStepHref } from './assurance';

interface Navigator {
  state: { location: { pathname: string; href: string } };
  navigate: (options: { href: string }) => Promise<void>;
}

/**
 * Wires the API client to the session, before the router's first load (a reload of a private page calls the
 * API straight away): every call carries the current access token, and a 401 `mfa_required` (a verified factor
 * the session hasn't used) takes the person to the MFA step and back to where they were.
 */
export function connectApiClient(supabase: SupabaseClient, router: Navigator) {
  // getSession() hands out a fresh token (refreshing it first when it is about to end)
  setAccessTokenSource(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
  setMfaRequiredHandler(() => {
    const { pathname, href } = router.state.location;
    if (pathname !== '/auth/mfa') void router.navigate({ href: mfaStepHref(href) });
  });
}
