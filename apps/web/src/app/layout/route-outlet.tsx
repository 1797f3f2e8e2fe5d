import { Outlet, useChildMatches } from '@tanstack/react-router';

/**
 * The router's `<Outlet />`, started afresh whenever the child route changes (decision 0115).
 *
 * The router's own Outlet keeps one Suspense boundary across child routes and suspends inside it while a slow
 * navigation shows its pending page. The runtime of the time (decision 0091) then left the previous page's DOM in place
 * beside the next one (the sign-in form stayed under the dashboard). Keyed by the child route, the old page is
 * unmounted the ordinary way and the new one suspends in a boundary of its own; React (decision 0151) needs no such
 * help, and the key costs nothing.
 */
export function RouteOutlet() {
  const childRouteId = useChildMatches({ select: (matches) => matches[0]?.routeId });
  return <Outlet key={childRouteId} />;
}
