import type { OrganisationType } from '@tapline/contracts';

export type { OrganisationType };

/** An organisation once its address has been resolved: its type and its UUID (never its slug). */
export interface OrganisationKey {
  type: OrganisationType;
  id: string;
}

/** The path segment of each type in the fixed URLs (docs/domain.md, Routes): /dash/venues/…, /dash/suppliers/…, /api/venues/… */
const TYPE_SEGMENTS = { venue: 'venues', supplier: 'suppliers' } as const satisfies Record<OrganisationType, string>;
export type OrganisationTypeSegment = (typeof TYPE_SEGMENTS)[OrganisationType];

export function typeSegment(type: OrganisationType): OrganisationTypeSegment {
  return TYPE_SEGMENTS[type];
}

/** `venues` → venue, `suppliers` → supplier, anything else → null (the dashboard answers Not Found). */
export function parseTypeSegment(segment: string): OrganisationType | null {
  if (segment === TYPE_SEGMENTS.venue) return 'venue';
  if (segment === TYPE_SEGMENTS.supplier) return 'supplier';
  return null;
}

/** The params of a dashboard link (`/dash/$orgType/$orgId/…`): the side menu and the address use slugs (docs/domain.md, Routes). */
export function dashboardParams(organisation: { type: OrganisationType; slug: string }) {
  return { orgType: typeSegment(organisation.type), orgId: organisation.slug };
}

/** `/api/venues/{id}` or `/api/suppliers/{id}`: settings, overview, team and invites all hang off it. */
export function organisationApiPath({ type, id }: OrganisationKey): string {
  return `/api/${typeSegment(type)}/${encodeURIComponent(id)}`;
}
