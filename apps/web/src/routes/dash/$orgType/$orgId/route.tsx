import { createFileRoute, type NotFoundRouteProps } from '@tanstack/react-router';
import { RouteOutlet } from '@/app/layout/route-outlet';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import {
  DashboardNotFound,
  ensureOrganisationAccess,
  OrganisationDashboard,
  resolveDashboardWhenOpened,
  useOrganisationAccess,
} from '@/features/dashboard';
import { parseTypeSegment } from '@/features/organisations';

/**
 * Every venue and supplier dashboard page (docs/domain.md, Routes: /dash/venues/{id}/…, /dash/suppliers/{id}/…), one route
 * tree for both types (docs/decisions/0024). The slug in the address is resolved here, once; the pages below
 * read `{ type, id }` from the route context and key every query and call by the UUID (0025).
 */
export const Route = createFileRoute('/dash/$orgType/$orgId')({
  // fetched when a dashboard is opened: a beforeLoad stays in the scripts every page loads (docs/decisions/0057)
  beforeLoad: async ({ context, params, location }) => ({
    organisation: await resolveDashboardWhenOpened({ queryClient: context.queryClient, userId: context.session.user.id, params, location }),
  }),
  // split with the component (docs/decisions/0057): the settings and role every page below needs
  loader: ({ context }) => ensureOrganisationAccess(context.queryClient, context.session.user.id, context.organisation),
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  notFoundComponent: DashboardNotFoundView,
  component: OrganisationDashboardRoute,
});

function OrganisationDashboardRoute() {
  const { organisation, session } = Route.useRouteContext();
  // the loader made sure of the settings, the person's organisations and, for a non-member, their admin flag
  const { settings, readOnly } = useOrganisationAccess(session.user.id, organisation);
  return (
    <OrganisationDashboard settings={settings} readOnly={readOnly}>
      <RouteOutlet />
    </OrganisationDashboard>
  );
}

function DashboardNotFoundView(props: NotFoundRouteProps) {
  const { orgType } = Route.useParams();
  return <DashboardNotFound {...props} what={parseTypeSegment(orgType)} />;
}
