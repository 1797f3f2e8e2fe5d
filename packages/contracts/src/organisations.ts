import { z } from 'zod';
import { Cents, Currency, DateTime, linkFields, PaginationQuery, Uuid } from './common';

export const OrganisationType = z.enum(['venue', 'supplier']);
export type OrganisationType = z.infer<typeof OrganisationType>;
export const OrganisationStatus = z.enum(['active', 'suspended']);
export type OrganisationStatus = z.infer<typeof OrganisationStatus>;

/** An organisation as its members' screens name it: its id and type (which dashboard), slug and name. */
export const organisationIdentityFields = {
  id: Uuid,
  type: OrganisationType,
  slug: z.string(),
  name: z.string(),
};

/** Set while an organisation is suspended: why, and since when (its members see it). */
export const suspensionFields = {
  suspendedReason: z.string().nullable(),
  suspendedAt: DateTime.nullable(),
};

/** How to reach an organisation, and the time zone its dates are in. */
export const contactFields = {
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  timeZone: z.string(),
};

export const AddressKind = z.enum(['delivery', 'billing', 'physical']);
export const Address = z.object({
  kind: AddressKind,
  line1: z.string(),
  line2: z.string().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof Address>;

export const OrganisationRef = z.object(linkFields);
export type OrganisationRef = z.infer<typeof OrganisationRef>;

export const OpeningHours = z.record(
  z.string(),
  z.object({ opens: z.string(), closes: z.string() }).optional(),
);

const organisationBase = {
  ...linkFields,
  description: z.string(),
  logoUrl: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
};

export const VenueSummary = z.object({
  ...organisationBase,
  venueKind: z.string().nullable(),
  onTapCount: z.number().int(),
});
export type VenueSummary = z.infer<typeof VenueSummary>;

export const VenueDetail = VenueSummary.extend({
  ...contactFields,
  openingHours: OpeningHours.nullable(),
  addresses: z.array(Address),
});
export type VenueDetail = z.infer<typeof VenueDetail>;

export const OrderingRules = z.object({
  minimumOrderCents: Cents.nullable(),
  deliveryWeekdays: z.array(z.number().int().min(0).max(6)),
  orderCutoffTime: z.string().nullable(),
  leadDays: z.number().int().nullable(),
  currency: Currency,
});
export type OrderingRules = z.infer<typeof OrderingRules>;

export const SupplierSummary = z.object({
  ...organisationBase,
  productCount: z.number().int(),
});
export type SupplierSummary = z.infer<typeof SupplierSummary>;

export const SupplierDetail = SupplierSummary.extend({
  ...contactFields,
  addresses: z.array(Address),
  orderingRules: OrderingRules,
});
export type SupplierDetail = z.infer<typeof SupplierDetail>;

export const OrganisationListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100).optional(),
});
export type OrganisationListQuery = z.infer<typeof OrganisationListQuery>;
