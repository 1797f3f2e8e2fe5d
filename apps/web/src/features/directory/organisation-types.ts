import { paginated, SupplierDetail, SupplierSummary, VenueDetail, VenueSummary, type Paginated } from '@tapline/contracts';
import type { z } from 'zod';
import { typeSegment, type OrganisationType } from '@/features/organisations';

/** The two kinds of organisation the public pages list; one set of components serves both. */
export type { OrganisationType };

export interface Summaries {
  venue: VenueSummary;
  supplier: SupplierSummary;
}
export interface Details {
  venue: VenueDetail;
  supplier: SupplierDetail;
}

/**
 * What one public page list answers with, typed by organisation type. Checked only in development and tests
 * (docs/decisions/0087): `paginated` is marked pure so a production build drops the contracts with their callers.
 */
export const listSchemas: { [T in OrganisationType]: z.ZodType<Paginated<Summaries[T]>> } = {
  venue: /* @__PURE__ */ paginated(VenueSummary),
  supplier: /* @__PURE__ */ paginated(SupplierSummary),
};
export const detailSchemas: { [T in OrganisationType]: z.ZodType<Details[T]> } = {
  venue: VenueDetail,
  supplier: SupplierDetail,
};

/** `/api/venues` or `/api/suppliers`, and `/{id}` below it. */
export function publicApiPath(type: OrganisationType, id?: string): string {
  const list = `/api/${typeSegment(type)}`;
  return id === undefined ? list : `${list}/${encodeURIComponent(id)}`;
}

/** The words each type's pages use. */
export const organisationWords = {
  venue: {
    one: 'venue',
    title: 'Venues',
    intro: 'Pubs, bars, restaurants and bottle shops ordering on Tapline, and what they pour.',
  },
  supplier: {
    one: 'supplier',
    title: 'Suppliers',
    intro: 'Breweries, cideries and distributors selling to venues on Tapline.',
  },
} as const satisfies Record<OrganisationType, { one: string; title: string; intro: string }>;

/** Each type's public pages (docs/domain.md, Routes). */
export const listPaths = { venue: '/venues', supplier: '/suppliers' } as const satisfies Record<OrganisationType, string>;
export const detailPaths = { venue: '/venues/$id', supplier: '/suppliers/$id' } as const satisfies Record<OrganisationType, string>;

/** "Surry Hills, NSW"; empty when the organisation hasn't said. */
export function placeOf(organisation: { suburb: string | null; state: string | null }): string {
  return [organisation.suburb, organisation.state].filter(Boolean).join(', ');
}
