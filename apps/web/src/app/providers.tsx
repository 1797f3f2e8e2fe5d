import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AuthLanding } from '@/features/auth/auth-landing';
import { SupabaseAuthProvider, useSupabaseAuth } from '@/features/auth/supabase-auth-provider';
import { EntityProvider } from '@/features/session/entity-provider';
import type { createAppRouter } from './router';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** Only the sign-in pages and the dashboards raise toasts: the public pages' code never does. */
const raisesToasts = (pathname: string) => /^\/(auth|dash)(\/|$)/.test(pathname);

/**
 * The toaster (react-hot-toast and its CSS-in-JS, ≈ 4.5 KB gzipped) loads once someone is signed in or a page
 * that raises toasts opens, and stays: a signed-out visitor on the public pages never downloads it
 * (docs/decisions/0088). A toast raised before it mounts is in react-hot-toast's store and shows when it does.
 */
function ToasterWhenNeeded({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { session } = useSupabaseAuth();
  const [onToastingPage, setOnToastingPage] = useState(() => raisesToasts(router.state.location.pathname));
  useEffect(() => {
    if (onToastingPage) return undefined;
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (raisesToasts(toLocation.pathname)) setOnToastingPage(true);
    });
  }, [router, onToastingPage]);
  const [needed, setNeeded] = useState(false);
  if (!needed && (onToastingPage || session)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** Everything the screens share: the query cache, the session, the router, the toasts. */
export function AppProviders({
  queryClient,
  router,
  initialSession,
  initialLanding,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  initialSession: Session | null;
  initialLanding?: AuthLanding;
}) {
  const onWhoChanged = useCallback(() => void router.invalidate(), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SupabaseAuthProvider initialSession={initialSession} initialLanding={initialLanding} onWhoChanged={onWhoChanged}>
        <EntityProvider>
          <RouterProvider router={router} />
        </EntityProvider>
        <ToasterWhenNeeded router={router} />
      </SupabaseAuthProvider>
    </QueryClientProvider>
  );
}
