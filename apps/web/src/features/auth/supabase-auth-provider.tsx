import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NO_LANDING, type AuthLanding } from './auth-landing';

export interface SupabaseAuth {
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

/**
 * Publishes the session and follows the client's events: signed in, token refreshed, signed out, MFA challenge
 * verified (and user updated, password recovery). `initialSession` is read before the first render, so a reload
 * of a private page doesn't flash the signed-out state.
 */
export function SupabaseAuthProvider({
  supabase,
  initialSession,
  initialLanding = NO_LANDING,
  onWhoChanged,
  children,
}: {
  supabase: SupabaseClient;
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

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      if (event === 'PASSWORD_RECOVERY') setLanding({ kind: 'link', type: 'recovery' });
      if (event === 'SIGNED_OUT') {
        setLanding(NO_LANDING);
        queryClient.clear();
        onWhoChanged();
      } else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY') {
        onWhoChanged();
      }
    });
    return () => data.subscription.unsubscribe();
  }, [supabase, queryClient, onWhoChanged]);

  const value = useMemo<SupabaseAuth>(
    () => ({
      supabase,
      session,
      user: session?.user ?? null,
      signOut: async () => {
        const { error } = await supabase.auth.signOut({ scope: 'local' });
        // the local session is gone even when the server could not be reached; say nothing more
        if (error) console.warn('Sign-out did not reach the server:', error.message);
        queryClient.clear();
      },
      landing,
      clearLanding: () => setLanding(NO_LANDING),
    }),
    [supabase, session, queryClient, landing],
  );
  return <SupabaseAuthContext.Provider value={value}>{children}</SupabaseAuthContext.Provider>;
}

export function useSupabaseAuth(): SupabaseAuth {
  const value = useContext(SupabaseAuthContext);
  if (!value) throw new Error('useSupabaseAuth must be used within a SupabaseAuthProvider');
  return value;
}
