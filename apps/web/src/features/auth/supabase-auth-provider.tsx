import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAccessTokenSource } from '@/lib/api-client';

export interface SupabaseAuth {
  supabase: SupabaseClient;
  session: Session | null;
  user: User | null;
  /** clears the session here and on the server, and every cached query (private data must not outlive it) */
  signOut: () => Promise<void>;
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
  onWhoChanged,
  children,
}: {
  supabase: SupabaseClient;
  initialSession: Session | null;
  /** the router re-runs its guards and loaders: who asks, or their assurance level, changed */
  onWhoChanged: () => void;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(initialSession);
  const queryClient = useQueryClient();

  useEffect(() => {
    // getSession() hands out a fresh token (refreshing it first when it is about to end)
    setAccessTokenSource(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      if (event === 'SIGNED_OUT') {
        queryClient.clear();
        onWhoChanged();
      } else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'USER_UPDATED') {
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
    }),
    [supabase, session, queryClient],
  );
  return <SupabaseAuthContext.Provider value={value}>{children}</SupabaseAuthContext.Provider>;
}

export function useSupabaseAuth(): SupabaseAuth {
  const value = useContext(SupabaseAuthContext);
  if (!value) throw new Error('useSupabaseAuth must be used within a SupabaseAuthProvider');
  return value;
}
