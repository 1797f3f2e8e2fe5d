// The venue and supplier dashboards' overview, guards and frame: routes import these, never its files (docs/conventions.md, Boundaries).
export { type AttentionTarget, venueAttention, supplierAttention } from './attention';
export { useOrganisationAccess } from './organisation-access';
export { useDismissGettingStarted } from './api/dismiss-getting-started';
export { useVenueOverview, useSupplierOverview, supplierOverviewQueryOptions, venueOverviewQueryOptions } from './api/get-overview';
export { venueGettingStartedSteps, type GettingStartedStep, gettingStartedSteps } from './getting-started';
export { AttentionList } from './components/attention-list';
export { StatCard, statLinkClass } from './components/stat-card';
export { TeamLine } from './components/team-line';
export { onlyFor } from './only-for';
export { SettingsOverview } from './components/settings-overview';
export { DashboardNotFound, OrganisationDashboard } from './components/organisation-dashboard';
export { prefetchDashboardWhenOpened, resolveDashboardWhenOpened } from './resolve-dashboard-when-opened';
export { ensureOrganisationAccess } from './load-dashboard';
