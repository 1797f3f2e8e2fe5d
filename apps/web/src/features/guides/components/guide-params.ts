import type { OrganisationTypeSegment } from '@/features/organisations';

/** The params of a link to one of the venue's dashboard pages (slugs, as the addresses have). */
export type DashboardParams = { orgType: OrganisationTypeSegment; orgId: string };
