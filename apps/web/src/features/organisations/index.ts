// The organisations feature's public surface: other features import these, never its files (CONVENTIONS §11).
export { organisationSettingsQueryOptions } from './api/get-organisation-settings';
export { userOrganisationsQueryOptions } from './api/get-user-organisations';
export { organisationApiPath, organisationQueryKey, type OrganisationKey } from './organisation-ref';
export { canManageOrganisation, roleLabel } from './roles';
export { timeZoneOptions } from './time-zones';
