import type { prefetchDashboard, resolveDashboard } from './load-dashboard';

/**
 * `resolveDashboard`, fetched when a dashboard is first opened: the route's `beforeLoad` that calls it stays in the
 * scripts every page loads (docs/decisions/0057), and what it needs (the organisations feature's requests) must not.
 */
export async function resolveDashboardWhenOpened(...args: Parameters<typeof resolveDashboard>): ReturnType<typeof resolveDashboard> {
  const loaded = await import('./load-dashboard');
  return loaded.resolveDashboard(...args);
}

/** `prefetchDashboard`, fetched the same way: /dash asks for what it opens while it goes there. */
export function prefetchDashboardWhenOpened(...args: Parameters<typeof prefetchDashboard>): void {
  void import('./load-dashboard').then((loaded) => loaded.prefetchDashboard(...args));
}
