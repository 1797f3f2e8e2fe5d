import { getRouteApi } from '@tanstack/react-router';
import { useOrganisationAccess } from '@/features/dashboard';
import { dashboardParams } from '@/features/organisations';

const dashboardRoute = getRouteApi('/dash/$orgType/$orgId');

/**
 * What every dashboard page works with: the organisation the parent route resolved (`{ type, id }`, the UUID),
 * its settings, the viewer's role, and the params of links to its other pages (slugs, as the fixed URLs have: docs/domain.md, Routes).
 */
export function useDashboard() {
  const { organisation, session } = dashboardRoute.useRouteContext();
  const access = useOrganisationAccess(session.user.id, organisation);
  // a venue's buyers keep standing orders with its owners and admins (decision 0183)
  const keepsStandingOrders = access.canManage || access.role === 'buyer';
  return { organisation, userId: session.user.id, ...access, keepsStandingOrders, params: dashboardParams(access.settings) };
}
