// The platform admin pages' pieces: routes import these, never its files (docs/conventions.md, Boundaries).
export { ADMIN_PAGE_SIZE, outboxSearchSchema, type OutboxSearch, adminOrganisationSearchSchema } from './admin-search';
export { outboxQueryOptions, useOutbox } from './api/get-outbox';
export { AdminError } from './components/admin-error';
export { AdminPage } from './components/admin-page';
export { AdminTableSkeleton, AdminOverviewSkeleton } from './components/admin-skeletons';
export { OutboxList, STATE_LABELS } from './components/outbox-list';
export { adminOrganisationQueryOptions } from './api/get-admin-organisation';
export { OrganisationAdminPage } from './components/organisation-admin-page';
export { adminOrganisationsQueryOptions } from './api/get-admin-organisations';
export { OrganisationAdminList } from './components/organisation-admin-list';
export { OrganisationCreateForm } from './components/organisation-create-form';
export { applicationQueryOptions, applicationsQueryOptions } from './api/applications';
export { ApplicationAdminDetail } from './components/application-admin-detail';
export { applicationSearchSchema } from './application-search';
export { ApplicationAdminList } from './components/application-admin-list';
export { ADMIN_TIME_ZONE } from './admin-time';
