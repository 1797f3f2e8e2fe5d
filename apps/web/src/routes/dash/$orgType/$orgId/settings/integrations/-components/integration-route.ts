import { lazyFn } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';

/**
 * What the integrations page and the Xero page share: the Xero connection loaded first, and the plain error view.
 * Spread into a route, the loader is out of the router plugin's reach, so it loads with the route here, as the
 * plugin would split it (docs/decisions/0057).
 */
export const integrationRoute = {
  loader: lazyFn(() => import('./xero-integration-load'), 'loadXeroIntegration'),
  errorComponent: ErrorView,
};
