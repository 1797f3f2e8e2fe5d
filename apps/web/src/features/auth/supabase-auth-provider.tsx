import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useFirstPaint } from '@/lib/first-paint';
import { NO_LANDING, type AuthLanding } from './auth-landing';
import { loadAuthClient, loadedAuthClient, subscribeAuthClient } from './auth-client';

export interface SupabaseAuth {
  /**
   * The Supabase client. It loads on demand (docs/decisions/0057): the sign-in pages and /dash load it in their
   * guards before they render, so the screens that use it always have it; anywhere else reading it throws.
   */
  supabase: SupabaseClient;
  session: Session | null;
  user: User | null;
  /** clears the session here and on the server, and every cached query (private data must not outlive it) */
  signOut: () => Promise<void>;
  /** what a mailed link brought (a recovery session, or why the link failed), until the screen has dealt with it */
  landing: AuthLanding;
  /** the recovery is over (a new password is set, or the link's error was shown) */
  clearLanding: () => void;
}

const SupabaseAuthContext = createContext<SupabaseAuth | null>(null);

function loadedClient(): SupabaseClient {
  const client = loadedAuthClient();
  if (!client) throw new Error('The auth client is not loaded yet: load it in the route’s beforeLoad (context.authClient())');
  return client;
}

/**
 * Publishes the session and follows the client's events: signed in, token refreshed, signed out, MFA challenge
 * verified (and user updated, password recovery). `initialSession` is the session supabase-js stored, read
 * without loading the client, so the header says Dashboard or Login on the first paint; once the client has
 * loaded, its own session (refreshed, or gone) replaces it.
 */
export function SupabaseAuthProvider({
  initialSession,
  initialLanding = NO_LANDING,
  onWhoChanged,
  children,
}: {
  initialSession: Session | null;
  /** read from the address before the client consumed it (auth-landing.ts) */
  initialLanding?: AuthLanding;
  /** the router re-runs its guards and loaders: who asks, or their assurance level, changed */
  onWhoChanged: () => void;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(initialSession);
  const [landing, setLanding] = useState<AuthLanding>(initialLanding);
  const queryClient = useQueryClient();
  // the access token the app last heard of: the client's "signed in" on loading a stored session repeats it
  const knownToken = useRef(initialSession?.access_token);
  const supabase = useSyncExternalStore(subscribeAuthClient, loadedAuthClient, () => undefined);
  // the server paints a signed-out visitor's page: hydration sees the same, the session follows at once (decision 0151)
  const shownSession = useFirstPaint() ? null : session;

  useEffect(() => {
    if (!supabase) return;
    let live = true;
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      const repeated = event === 'SIGNED_IN' && next?.access_token === knownToken.current;
      knownToken.current = next?.access_token;
      setSession(next);
      if (event === 'PASSWORD_RECOVERY') setLanding({ kind: 'link', type: 'recovery' });
      if (event === 'SIGNED_OUT') {
        setLanding(NO_LANDING);
        queryClient.clear();
        onWhoChanged();
      } else if (repeated) {
        // the stored session the pages were loaded with: nobody new, nothing to load again
      } else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY') {
        onWhoChanged();
      }
    });
    // the client's own view of the stored session (it may have refreshed it, or dropped an expired one)
    void supabase.auth.getSession().then(({ data: current }) => {
      if (live) setSession(current.session);
    });
    return () => {
      live = false;
      data.subscription.unsubscribe();
    };
  }, [supabase, queryClient, onWhoChanged]);

  const value = useMemo<SupabaseAuth>(
    () => ({
      get supabase() {
        return loadedClient();
      },
      session: shownSession,
      user: shownSession?.user ?? null,
      signOut: async () => {
        const client = await loadAuthClient();
        const { error } = await client.auth.signOut({ scope: 'local' });
        // the local session is gone even when the server could not be reached; say nothing more
        if (error) console.warn('Sign-out did not reach the server:', error.message);
        queryClient.clear();
      },
      landing,
      clearLanding: () => setLanding(NO_LANDING),
    }),
    // the client arriving changes what `supabase` returns
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [supabase, shownSession, queryClient, landing],
  );
  return <SupabaseAuthContext.Provider value={value}>{children}</SupabaseAuthContext.Provider>;
}

export function useSupabaseAuth(): SupabaseAuth {
  const value = useContext(SupabaseAuthContext);
  if (!value) throw new Error('useSupabaseAuth must be used within a SupabaseAuthProvider');
  return value;
}
