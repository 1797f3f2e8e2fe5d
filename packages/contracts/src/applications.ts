import { z } from 'zod';
import { DateTime, paginated, PaginationQuery, Slug, text, Uuid } from './common';
import { InviteEmail, InviteIssued } from './invites';
import { OrganisationType } from './organisations';

/** The kinds a venue can apply as (the admin create and settings forms offer the same). */
export const APPLICATION_VENUE_KINDS = ['pub', 'bar', 'brewpub', 'bottle shop', 'restaurant', 'hotel', 'club', 'café'] as const;
/** The kinds a supplier can apply as. */
export const SUPPLIER_KINDS = ['brewery', 'cidery', 'distillery', 'distributor'] as const;
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

/** A venue's areas are its address; a supplier names up to this many areas it delivers to. */
export const DELIVERY_AREAS_MAX = 20;
/** The form must be open at least this long before it is sent (a bot fills it at once). */
export const APPLICATION_MIN_FILL_MS = 3_000;
/** A form token is good for a day; after that the page is reloaded. */
export const APPLICATION_FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The mailed verification link works for 48 hours. */
export const APPLICATION_VERIFY_LIFETIME_HOURS = 48;
/** Rate limits, counted in the applications table itself (no third-party service). */
export const APPLICATIONS_PER_IP_PER_HOUR = 5;
export const APPLICATIONS_PER_EMAIL_PER_DAY = 3;

export const ApplicationStatus = z.enum(['unverified', 'new', 'approved', 'declined']);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** An ABN as typed ("51 824 753 556") without its spaces. */
export function normaliseAbn(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The ATO's ABN check: 11 digits; subtract 1 from the first, weight the digits 10, 1, 3, 5 … 19, and the sum
 * must divide by 89. Spaces are allowed ("51 824 753 556").
 */
export function isValidAbn(value: string): boolean {
  const abn = normaliseAbn(value);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = [...abn].map((digit, index) => Number(digit) - (index === 0 ? 1 : 0));
  return digits.reduce((sum, digit, index) => sum + digit * (ABN_WEIGHTS[index] ?? 0), 0) % 89 === 0;
}

/** "51824753556" → "51 824 753 556", the way the ABR prints it. */
export function formatAbn(abn: string): string {
  const digits = normaliseAbn(abn);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : abn;
}

export const Abn = text()
  .transform(normaliseAbn)
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, 'abn must be 11 digits')
      .refine(isValidAbn, 'abn is not valid: check the 11 digits against your ABN registration'),
  );

export const ApplicationEmail = text()
  .trim()
  .toLowerCase()
  .pipe(z.email('email must be an email address').max(320, 'email must be at most 320 characters'));

/** Digits, spaces and a leading +, 8 to 15 digits ("02 9000 1234", "+61 412 345 678"). */
export const ApplicationPhone = text()
  .trim()
  .regex(/^\+?[0-9 ]+$/, 'phone may hold digits, spaces and a leading +')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'phone must have 8 to 15 digits');

export const ApplicationAddress = z
  .object({
    line1: text().trim().min(1, 'address line 1 is required').max(120),
    line2: text().trim().max(120).nullable().optional(),
    suburb: text().trim().min(1, 'suburb is required').max(80),
    state: z.enum(AU_STATES, 'state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT'),
    postcode: text()
      .trim()
      .regex(/^\d{4}$/, 'postcode must be 4 digits'),
  })
  .strict();
export type ApplicationAddress = z.infer<typeof ApplicationAddress>;

/** GET /api/applications/form-token: a signed token carrying when the form was opened. */
export const ApplicationFormToken = z.object({ formToken: z.string() });
export type ApplicationFormToken = z.infer<typeof ApplicationFormToken>;

/**
 * POST /api/applications (public): a business asking to join. `website` is a honeypot (people never see it; it
 * must stay empty) and `formToken` comes from GET /api/applications/form-token.
 */
export const ApplicationCreate = z
  .object({
    type: OrganisationType,
    businessName: text().trim().min(1, 'businessName is required').max(120, 'businessName must be at most 120 characters'),
    kind: text().trim().min(1, 'kind is required').max(40),
    abn: Abn,
    address: ApplicationAddress,
    contactName: text().trim().min(1, 'contactName is required').max(120, 'contactName must be at most 120 characters'),
    email: ApplicationEmail,
    phone: ApplicationPhone,
    deliveryAreas: z
      .array(text().trim().min(1, 'a delivery area must not be blank').max(80, 'a delivery area must be at most 80 characters'))
      .optional(),
    website: text().max(500).optional(),
    formToken: text().max(500).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const kinds: readonly string[] = value.type === 'venue' ? APPLICATION_VENUE_KINDS : SUPPLIER_KINDS;
    if (!kinds.includes(value.kind)) {
      context.addIssue({ code: 'custom', path: ['kind'], message: `kind must be one of ${kinds.join(', ')}` });
    }
    const areas = value.deliveryAreas ?? [];
    if (value.type === 'venue' && areas.length > 0) {
      context.addIssue({ code: 'custom', path: ['deliveryAreas'], message: 'deliveryAreas are for suppliers only' });
    }
    if (value.type === 'supplier' && (areas.length < 1 || areas.length > DELIVERY_AREAS_MAX)) {
      context.addIssue({ code: 'custom', path: ['deliveryAreas'], message: `deliveryAreas must name 1 to ${DELIVERY_AREAS_MAX} areas` });
    }
  });
export type ApplicationCreate = z.infer<typeof ApplicationCreate>;
export type ApplicationCreateInput = z.input<typeof ApplicationCreate>;

/** 201: the application is stored unverified and a link is mailed to `email`. */
export const ApplicationCreated = z.object({ id: Uuid, email: z.string() });
export type ApplicationCreated = z.infer<typeof ApplicationCreated>;

/** POST /api/applications/verify: the token from the mailed link. */
export const ApplicationVerify = z.object({ token: text().trim().min(1, 'token is required').max(200) }).strict();
export type ApplicationVerify = z.infer<typeof ApplicationVerify>;

export const ApplicationVerified = z.object({ id: Uuid, type: OrganisationType, businessName: z.string(), status: ApplicationStatus });
export type ApplicationVerified = z.infer<typeof ApplicationVerified>;

/** What an application shares with another application or an existing organisation (admins' duplicate flag). */
export const ApplicationDuplicate = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('application'),
    id: Uuid,
    name: z.string(),
    status: ApplicationStatus,
    on: z.array(z.enum(['abn', 'email'])),
  }),
  z.object({
    kind: z.literal('organisation'),
    id: Uuid,
    name: z.string(),
    slug: z.string(),
    type: OrganisationType,
    on: z.array(z.enum(['abn', 'email'])),
  }),
]);
export type ApplicationDuplicate = z.infer<typeof ApplicationDuplicate>;

/** An application as platform admins read it. */
export const Application = z.object({
  id: Uuid,
  type: OrganisationType,
  businessName: z.string(),
  kind: z.string(),
  abn: z.string(),
  address: z.object({ line1: z.string(), line2: z.string().nullable(), suburb: z.string(), state: z.string(), postcode: z.string() }),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryAreas: z.array(z.string()),
  status: ApplicationStatus,
  createdAt: DateTime,
  verifiedAt: DateTime.nullable(),
  decidedAt: DateTime.nullable(),
  declineReason: z.string().nullable(),
  /** approved: the organisation made from it */
  organisation: z.object({ id: Uuid, slug: z.string(), type: OrganisationType, name: z.string() }).nullable(),
  /** who approved or declined it */
  decidedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /**
   * another application (any status but unverified) has the same ABN / the same email; `matches` names them, and
   * the organisations already using the email (contact email, an invite, a member); organisations keep no ABN
   */
  duplicateOf: z.object({ abn: z.boolean(), email: z.boolean(), matches: z.array(ApplicationDuplicate) }),
});
export type Application = z.infer<typeof Application>;

export const ApplicationCounts = z.object({ new: z.number().int(), approved: z.number().int(), declined: z.number().int() });
export type ApplicationCounts = z.infer<typeof ApplicationCounts>;

/** GET /api/admin/applications: status defaults to the admin's view of all verified ones; q matches name, ABN, email, contact. */
export const ApplicationListQuery = PaginationQuery.extend({
  status: z.enum(['new', 'approved', 'declined']).optional(),
  type: OrganisationType.optional(),
  q: text().trim().max(200).optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;

/** the page, and how many of each listed status match the search (the admin's tabs) */
export const ApplicationList = paginated(Application).extend({ counts: ApplicationCounts });
export type ApplicationList = z.infer<typeof ApplicationList>;

/**
 * POST /api/admin/applications/:id/approve: the organisation's first values, each defaulting to the application's
 * (name: the business name; slug: made from the name; ownerEmail: the applicant's email).
 */
export const ApplicationApprove = z
  .object({
    name: text().trim().min(1, 'name is required').max(120, 'name must be at most 120 characters').optional(),
    slug: Slug.optional(),
    ownerEmail: InviteEmail.optional(),
  })
  .strict();
export type ApplicationApprove = z.infer<typeof ApplicationApprove>;

/** 200: the application, now approved, with the organisation and its owner's invite. */
export const ApplicationApproved = z.object({ application: Application, invite: InviteIssued });
export type ApplicationApproved = z.infer<typeof ApplicationApproved>;

/** POST /api/admin/applications/:id/decline: the reason is mailed to the applicant. */
export const ApplicationDecline = z
  .object({ reason: text().trim().min(1, 'reason is required').max(1000, 'reason must be at most 1000 characters') })
  .strict();
export type ApplicationDecline = z.infer<typeof ApplicationDecline>;
