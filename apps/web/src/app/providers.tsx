import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AuthLanding } from '@/features/auth/auth-landing';
import { SupabaseAuthProvider } from '@/features/auth/supabase-auth-provider';
import { EntityProvider } from '@/features/session/entity-provider';
import type { createAppRouter } from './router';
import { AppToaster } from './toaster';

/** Everything the screens share: the query cache, the session, the router, the toasts. */
export function AppProviders({
  queryClient,
  router,
  supabase,
  initialSession,
  initialLanding,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  supabase: SupabaseClient;
  initialSession: Session | null;
  initialLanding?: AuthLanding;
}) {
  const onWhoChanged = useCallback(() => void router.invalidate(), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SupabaseAuthProvider supabase={supabase} initialSession={initialSession} initialLanding={initialLanding} onWhoChanged={onWhoChanged}>
        <EntityProvider>
          <RouterProvider router={router} />
        </EntityProvider>
      </SupabaseAuthProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
