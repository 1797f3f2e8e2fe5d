// The session feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { platformAdminQueryOptions, useIsPlatformAdmin } from './api/get-platform-admin';
export { useEntity } from './entity-provider';
export { pricingVenueId } from './pricing-venue';
export { readActiveEntity } from './read-active-entity';
export { dashboardPath, entityOf, dashboardEntry } from './dashboard-path';
export { readStoredEntity, storeActiveEntity } from './active-entity-store';
export { type ActiveEntity } from './active-entity';
