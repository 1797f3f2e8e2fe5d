// The session feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { platformAdminQueryOptions, useIsPlatformAdmin } from './api/get-platform-admin';
export { useEntity } from './entity-provider';
export { pricingVenueId } from './pricing-venue';
