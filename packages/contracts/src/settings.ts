import { z } from 'zod';
import { Slug, text } from './common';
import {
  Address,
  AddressKind,
  contactFields,
  OpeningHours,
  OrderingRules,
  organisationIdentityFields,
  OrganisationStatus,
  publicContactFields,
  suspensionFields,
} from './organisations';
import { AbnInput } from './invoices';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const AddressInput = z.object({
  kind: AddressKind,
  line1: text().trim().min(1, 'line1 is required').max(120),
  line2: text().trim().max(120).nullable().optional(),
  suburb: text().trim().min(1, 'suburb is required').max(80),
  state: text().trim().min(2).max(40),
  postcode: text()
    .trim()
    .regex(/^\d{4}$/, 'postcode must be 4 digits'),
  country: text()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .default('AU'),
});

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
/** The highest minimum order a supplier may set: $1,000,000. */
export const MINIMUM_ORDER_CENTS_MAX = 100_000_000;

/** PATCH /api/venues/{id} and /api/suppliers/{id}: only the fields given change. Unknown fields are refused. */
export const OrganisationSettingsPatch = z
  .object({
    name: text().trim().min(1, 'name is required').max(120),
    slug: Slug,
    description: text().trim().max(2000),
    contactEmail: z.email('contactEmail must be an email address').nullable(),
    contactPhone: text().trim().regex(PHONE, 'contactPhone must be a phone number').nullable(),
    /** shown on the public page; null takes it off (decision 0136) */
    publicEmail: z.email('publicEmail must be an email address').nullable(),
    publicPhone: text().trim().regex(PHONE, 'publicPhone must be a phone number').nullable(),
    timeZone: text().refine(isTimeZone, 'timeZone must be an IANA time zone such as Australia/Sydney'),
    addresses: z
      .array(AddressInput)
      .max(3)
      .refine((list) => new Set(list.map((address) => address.kind)).size === list.length, 'one address of each kind'),
    venueKind: text().trim().max(40).nullable(),
    openingHours: OpeningHours.nullable(),
    /** the Australian Business Number its tax invoices print (spaces allowed); null takes it off */
    abn: AbnInput,
    orderingRules: z
      .object({
        minimumOrderCents: z.number().int().min(0).max(MINIMUM_ORDER_CENTS_MAX).nullable(),
        deliveryWeekdays: z.array(z.number().int().min(0).max(6)).max(7),
        orderCutoffTime: text().regex(TIME, 'orderCutoffTime must be HH:MM').nullable(),
        leadDays: z.number().int().min(0).max(60).nullable(),
      })
      .partial(),
  })
  .partial()
  .strict();
export type OrganisationSettingsPatch = z.infer<typeof OrganisationSettingsPatch>;

/** What owners, admins and members see of their own organisation (all addresses, rules). */
export const OrganisationSettings = z.object({
  ...organisationIdentityFields,
  description: z.string(),
  logoUrl: z.string().nullable(),
  ...contactFields,
  ...publicContactFields,
  status: OrganisationStatus,
  ...suspensionFields,
  venueKind: z.string().nullable(),
  openingHours: OpeningHours.nullable(),
  addresses: z.array(Address),
  orderingRules: OrderingRules.nullable(),
  /** 11 digits; optional only so clients built before it still type their fixtures: the server always sends it */
  abn: z.string().nullable().optional(),
});
export type OrganisationSettings = z.infer<typeof OrganisationSettings>;
