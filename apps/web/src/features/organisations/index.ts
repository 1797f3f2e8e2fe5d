// The organisations feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { getOrganisationSettings, organisationSettingsQueryOptions, useOrganisationSettings } from './api/get-organisation-settings';
export { userOrganisationsQueryOptions } from './api/get-user-organisations';
export { organisationQueryOptions, useOrganisationMutation } from './api/organisation-request';
export { addressText } from './address-text';
export { invalidateOrganisation, orgKeys } from './organisation-keys';
export {
  dashboardParams,
  organisationApiPath,
  parseTypeSegment,
  typeSegment,
  type OrganisationKey,
  type OrganisationType,
  type OrganisationTypeSegment,
} from './organisation-ref';
export { canManageOrganisation, roleLabel, ORGANISATION_TYPE_LABELS } from './roles';
export { ADDRESS_KINDS } from './settings-form';
export { timeZoneOptions } from './time-zones';
export { OrganisationMembershipList } from './components/organisation-membership-list';
export { OrganisationSettingsForm } from './components/organisation-settings-form';
