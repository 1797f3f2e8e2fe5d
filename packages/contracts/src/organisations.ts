import { z } from 'zod';
import { Cents, Currency, DateTime, linkFields, PaginationQuery, text, Uuid } from './common';

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

/**
 * How the people it trades with and Tapline reach an organisation (orders, invoices), and the time zone its dates are
 * in. Private: its members, its trading partners on an order, platform admins; never a public answer.
 */
export const contactFields = {
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  timeZone: z.string(),
};

/** What its public page shows to reach it: each set in Settings on its own; null is not shown (decision 0136). */
export const publicContactFields = {
  publicEmail: z.string().nullable(),
  publicPhone: z.string().nullable(),
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

/** Days of the week as opening hours key them: '0' = Sunday … '6' = Saturday (as deliveryWeekdays number them). */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export const WeekdayKey = z.enum(WEEKDAY_KEYS);
export type WeekdayKey = z.infer<typeof WeekdayKey>;

/** A time of day, 00:00 to 23:59. */
export const ClockTime = text().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time HH:MM from 00:00 to 23:59');

/**
 * One open day. `closes` is after `opens` on the same day, unless `closesNextDay` says the day's hours run past
 * midnight: then `closes` is on the next morning, at or before `opens` (at most 24 hours open). Decision 0049.
 */
export const OpeningHoursDay = z
  .object({ opens: ClockTime, closes: ClockTime, closesNextDay: z.boolean().optional() })
  .strict()
  .superRefine((day, context) => {
    if (!day.closesNextDay && day.closes <= day.opens) {
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'closes must be after opens, or set closesNextDay for hours past midnight',
      });
    }
    if (day.closesNextDay && day.closes > day.opens) {
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'with closesNextDay, closes must be at or before opens (at most 24 hours)',
      });
    }
  });
export type OpeningHoursDay = z.infer<typeof OpeningHoursDay>;

/** A venue's week: a known day with its hours, or absent (closed). Bounded by its shape: 7 days of two times. */
export const OpeningHours = z.partialRecord(WeekdayKey, OpeningHoursDay);
export type OpeningHours = z.infer<typeof OpeningHours>;

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
  ...publicContactFields,
  timeZone: z.string(),
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
  ...publicContactFields,
  timeZone: z.string(),
  addresses: z.array(Address),
  orderingRules: OrderingRules,
});
export type SupplierDetail = z.infer<typeof SupplierDetail>;

export const OrganisationListQuery = PaginationQuery.extend({
  q: text().trim().max(100).optional(),
});
export type OrganisationListQuery = z.infer<typeof OrganisationListQuery>;
