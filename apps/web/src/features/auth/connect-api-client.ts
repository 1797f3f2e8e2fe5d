import { setAccessTokenSource, setMfaRequiredHandler } from '@/lib/api-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mfaStepHref } from './assurance';
import { loadAuthClient, loadedAuthClient } from './auth-client';
import { readStoredSession } from './stored-session';

interface Navigator {
  state: { location: { pathname: string; href: string } };
  navigate: (options: { href: string }) => Promise<void>;
}

/**
 * Wires the API client to the session, before the router's first load (a reload of a private page calls the
 * API straight away): every call carries the current access token, and a 401 `mfa_required` (a verified factor
 * the session hasn't used) takes the person to the MFA step and back to where they were. Someone signed out
 * calls anonymously without the auth client ever loading; with a stored session the client loads first.
 */
export function connectApiClient(router: Navigator) {
  setAccessTokenSource(async () => {
    let supabase = loadedAuthClient();
    if (!supabase) {
      if (!readStoredSession((await loadRuntimeConfig()).supabaseUrl)) return null;
      supabase = await loadAuthClient();
    }
    // getSession() hands out a fresh token (refreshing it first when it is about to end)
    return (await supabase.auth.getSession()).data.session?.access_token ?? null;
  });
  setMfaRequiredHandler(() => {
    const { pathname, href } = router.state.location;
    if (pathname !== '/auth/mfa') void router.navigate({ href: mfaStepHref(href) });
  });
}
