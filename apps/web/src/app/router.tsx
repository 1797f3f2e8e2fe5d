import type { SupabaseClient } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { NotFound } from '@/components/ui/not-found';
import { PageSkeleton } from '@/components/ui/skeleton';
import { routeTree } from '../routeTree.gen';
import { ROUTER_DEFAULTS } from './constants';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The Supabase client, loaded on first call (docs/decisions/0057). Guards ask it for the current session
   * (`(await authClient()).auth.getSession()`), never a copy that can go stale.
   */
  authClient: () => Promise<SupabaseClient>;
}

/**
 * `onServer`: the server's first paint (decision 0104) renders the page at its URL from a memory history, without
 * the scroll restoration (its inline script is the browser's business, and the page's policy refuses it there).
 */
export function createAppRouter(
  queryClient: QueryClient,
  authClient: () => Promise<SupabaseClient>,
  onServer?: { history: RouterHistory },
) {
  return createRouter({
    routeTree,
    ...(onServer ? { history: onServer.history } : {}),
    context: { queryClient, authClient } satisfies RouterContext,
    ...ROUTER_DEFAULTS,
    scrollRestoration: !onServer,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: () => <NotFound />,
    defaultPendingComponent: PageSkeleton,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
