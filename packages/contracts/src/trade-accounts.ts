import { z } from 'zod';
import { Cents, DateTime, IdOrSlug, paginated, PaginationQuery, text, Uuid } from './common';
import { PaymentTerms } from './invoices';
import { OrganisationRef } from './organisations';
import { CalendarDate, OrganisationWithLogo } from './ordering';

// Trade accounts (docs/domain.md, Trade accounts; issue 36): a venue applies to a supplier for an account; the
// supplier approves it with payment terms, a credit limit, a price list and a delivery zone, or declines it. Price
// lists give an account its prices; delivery zones say where a supplier delivers, on which days, at what fee.

// ---- trade applications ----

export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const AustralianState = z.enum(australianStates, 'a state or territory: ACT, NSW, NT, QLD, SA, TAS, VIC or WA');
export type AustralianState = z.infer<typeof AustralianState>;

export const TRADE_DIRECTORS_MAX = 10;
export const TRADE_REFERENCES_MAX = 5;
/** The supplier's trade terms a venue accepts, at most this many characters. */
export const TRADE_TERMS_MAX = 20_000;

export const tradeApplicationStatuses = ['submitted', 'approved', 'declined', 'withdrawn'] as const;
export const TradeApplicationStatus = z.enum(tradeApplicationStatuses);
export type TradeApplicationStatus = z.infer<typeof TradeApplicationStatus>;

export const TradeDirector = z.object({ name: text().trim().min(1, 'a director’s name is required').max(120) }).strict();
export type TradeDirector = z.infer<typeof TradeDirector>;

export const TradeReference = z
  .object({
    business: text().trim().min(1, 'a trade reference names the business').max(120),
    contactName: text().trim().max(120).default(''),
    phone: text().trim().max(30).default(''),
    email: text().trim().max(254).default(''),
  })
  .strict()
  .refine((reference) => reference.phone !== '' || reference.email !== '', 'a trade reference needs a phone or an email');
export type TradeReference = z.infer<typeof TradeReference>;

/**
 * POST /api/venues/{venueId}/trade-applications (the venue's owners). The server checks the ABN's checksum (422
 * `invalid_abn`), that the licence hasn't expired (422 naming `liquorLicenceExpiry`), and that `termsVersion` is the
 * supplier's current terms (409 when they changed since the form was opened).
 */
export const TradeApplicationInput = z
  .object({
    supplierId: Uuid,
    legalName: text().trim().min(1, 'legalName is required').max(200),
    abn: text().trim().max(20, 'abn must be 11 digits'),
    /** the company's ACN, 9 digits, when it has one */
    acn: text()
      .trim()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^(\d{9})?$/, 'acn must be 9 digits'))
      .nullable()
      .default(null),
    liquorLicenceNumber: text().trim().min(1, 'liquorLicenceNumber is required').max(40),
    liquorLicenceState: AustralianState,
    liquorLicenceExpiry: CalendarDate,
    directors: z.array(TradeDirector).min(1, 'name at least one director').max(TRADE_DIRECTORS_MAX),
    tradeReferences: z.array(TradeReference).max(TRADE_REFERENCES_MAX).default([]),
    requestedLimitCents: Cents.max(100_000_000_00).nullable().default(null),
    /** the version of the supplier's terms shown (SupplierTradeSettings.termsVersion) */
    termsVersion: text().min(1).max(100),
    termsAccepted: z.literal(true, 'accept the supplier’s trade terms to apply'),
  })
  .strict();
export type TradeApplicationInput = z.infer<typeof TradeApplicationInput>;

const Person = z.object({ id: Uuid, name: z.string() }).nullable();

export const TradeApplication = z.object({
  id: Uuid,
  venue: OrganisationRef,
  supplier: OrganisationWithLogo,
  status: TradeApplicationStatus,
  legalName: z.string(),
  abn: z.string(),
  acn: z.string().nullable(),
  liquorLicenceNumber: z.string(),
  liquorLicenceState: AustralianState,
  liquorLicenceExpiry: CalendarDate,
  directors: z.array(TradeDirector),
  tradeReferences: z.array(z.object({ business: z.string(), contactName: z.string(), phone: z.string(), email: z.string() })),
  requestedLimitCents: Cents.nullable(),
  termsVersion: z.string(),
  /** the supplier's terms as the venue accepted them, kept whatever they say now */
  termsText: z.string(),
  submittedBy: Person,
  submittedAt: DateTime,
  decidedBy: Person,
  decidedAt: DateTime.nullable(),
  declineReason: z.string().nullable(),
});
export type TradeApplication = z.infer<typeof TradeApplication>;

export const TradeApplicationQuery = PaginationQuery.extend({ status: TradeApplicationStatus.optional() });
export type TradeApplicationQuery = z.infer<typeof TradeApplicationQuery>;
export const TradeApplicationList = paginated(TradeApplication);
export type TradeApplicationList = z.infer<typeof TradeApplicationList>;

/** POST /api/trade-applications/{id}/decline (the supplier's owners and admins). */
export const TradeApplicationDecline = z.object({ reason: text().trim().min(1, 'say why it is declined').max(500) }).strict();
export type TradeApplicationDecline = z.infer<typeof TradeApplicationDecline>;

/** /api/venues/{id}/suppliers/{supplierId}/trade: the venue (uuid or slug) and the supplier (uuid or slug). */
export const VenueSupplierParams = z.object({ id: IdOrSlug, supplierId: IdOrSlug });

// ---- trade accounts ----

export const tradeAccountStatuses = ['active', 'on_hold', 'closed'] as const;
export const TradeAccountStatus = z.enum(tradeAccountStatuses);
export type TradeAccountStatus = z.infer<typeof TradeAccountStatus>;

/** A credit limit: null = none (no limit). */
export const CreditLimit = Cents.max(100_000_000_00).nullable();

/** POST /api/trade-applications/{id}/approve (the supplier's owners and admins): the account's terms. */
export const TradeAccountApprove = z
  .object({
    terms: PaymentTerms,
    creditLimitCents: CreditLimit,
    priceListId: Uuid.nullable().default(null),
    /** a zone that replaces the one the venue's address falls in; null = by address */
    zoneId: Uuid.nullable().default(null),
  })
  .strict();
export type TradeAccountApprove = z.infer<typeof TradeAccountApprove>;

/** PATCH /api/trade-accounts/{id} (the supplier's owners and admins): what changes; `version` as read (409 if it moved). */
export const TradeAccountUpdate = z
  .object({
    terms: PaymentTerms.optional(),
    creditLimitCents: CreditLimit.optional(),
    priceListId: Uuid.nullable().optional(),
    zoneId: Uuid.nullable().optional(),
    version: z.number().int().min(1),
  })
  .strict();
export type TradeAccountUpdate = z.infer<typeof TradeAccountUpdate>;

/** POST /api/trade-accounts/{id}/hold and …/close: why (the venue reads it). */
export const TradeAccountReason = z.object({ reason: text().trim().min(1, 'say why').max(500) }).strict();
export type TradeAccountReason = z.infer<typeof TradeAccountReason>;

export const tradeAccountEventKinds = [
  'applied',
  'approved',
  'declined',
  'changed',
  'held',
  'released',
  'closed',
  'reopened',
  'withdrawn',
] as const;
export const TradeAccountEventKind = z.enum(tradeAccountEventKinds);
export type TradeAccountEventKind = z.infer<typeof TradeAccountEventKind>;

export const TradeAccountEvent = z.object({
  id: Uuid,
  kind: TradeAccountEventKind,
  actor: Person,
  /** the reason given, or what changed ("Credit limit $5,000.00 → $8,000.00") */
  note: z.string().nullable(),
  at: DateTime,
});
export type TradeAccountEvent = z.infer<typeof TradeAccountEvent>;

export const TradeAccount = z.object({
  id: Uuid,
  supplier: OrganisationWithLogo,
  venue: OrganisationRef,
  status: TradeAccountStatus,
  terms: PaymentTerms,
  creditLimitCents: Cents.nullable(),
  priceList: z.object({ id: Uuid, name: z.string(), label: z.string() }).nullable(),
  /** the zone the supplier set for this venue over its address's */
  zone: z.object({ id: Uuid, name: z.string() }).nullable(),
  holdReason: z.string().nullable(),
  closedReason: z.string().nullable(),
  /** unpaid invoices + open orders not yet invoiced − unallocated credit, inc GST (as checkout counts it) */
  exposureCents: z.number().int(),
  /** what is left under the limit (never below 0); null = no limit */
  availableCents: Cents.nullable(),
  openedAt: DateTime,
  updatedAt: DateTime,
  version: z.number().int(),
});
export type TradeAccount = z.infer<typeof TradeAccount>;

export const TradeAccountDetail = TradeAccount.extend({
  events: z.array(TradeAccountEvent),
  applications: z.array(TradeApplication),
});
export type TradeAccountDetail = z.infer<typeof TradeAccountDetail>;

export const TradeAccountQuery = PaginationQuery.extend({
  status: TradeAccountStatus.optional(),
  q: text().trim().max(100).optional(),
});
export type TradeAccountQuery = z.infer<typeof TradeAccountQuery>;
export const TradeAccountList = paginated(TradeAccount);
export type TradeAccountList = z.infer<typeof TradeAccountList>;

/** GET/PUT /api/suppliers/{id}/trade-settings: whether it sells only to venues with an account, and its terms. */
export const SupplierTradeSettings = z.object({
  /** false: any venue may order (on delivery terms until an account is approved) */
  accountsRequired: z.boolean(),
  terms: z.string(),
  /** changes whenever the terms do: an application names the version it accepted */
  termsVersion: z.string(),
});
export type SupplierTradeSettings = z.infer<typeof SupplierTradeSettings>;
export const SupplierTradeSettingsUpdate = z
  .object({ accountsRequired: z.boolean(), terms: text().max(TRADE_TERMS_MAX, `terms have at most ${TRADE_TERMS_MAX} characters`) })
  .strict();
export type SupplierTradeSettingsUpdate = z.infer<typeof SupplierTradeSettingsUpdate>;

/**
 * GET /api/venues/{venueId}/suppliers/{supplierId}/trade (the venue's members): where the venue stands with the
 * supplier: its terms and rule, the account if any, the latest application if any.
 */
export const VenueTradeStanding = z.object({
  supplier: OrganisationWithLogo,
  settings: SupplierTradeSettings,
  account: TradeAccount.nullable(),
  application: TradeApplication.nullable(),
  /** whether the venue can apply now (no account open or on hold, no application waiting) */
  canApply: z.boolean(),
});
export type VenueTradeStanding = z.infer<typeof VenueTradeStanding>;

/** GET /api/venues/{venueId}/trade-accounts (the venue's members): its accounts and its applications still waiting. */
export const VenueTradeAccounts = z.object({
  accounts: z.array(TradeAccount),
  applications: z.array(TradeApplication),
});
export type VenueTradeAccounts = z.infer<typeof VenueTradeAccounts>;

// ---- price lists ----

export const priceListKinds = ['percent_off', 'fixed'] as const;
export const PriceListKind = z.enum(priceListKinds);
export type PriceListKind = z.infer<typeof PriceListKind>;
export const PRICE_LIST_ITEMS_MAX = 5000;
/** a price break's minimum quantity, at most a cart line's */
const MinQty = z.number().int().min(1, 'minQty must be at least 1').max(9999, 'minQty must be at most 9999');

export const PriceListItemInput = z.object({ skuId: Uuid, minQty: MinQty, unitPriceCents: Cents.max(100_000_000) }).strict();
export type PriceListItemInput = z.infer<typeof PriceListItemInput>;

/**
 * POST /api/suppliers/{id}/price-lists and PUT /api/price-lists/{id} (owners and admins). `percent_off` takes
 * `percentOffBasisPoints` (1250 = 12.5 % off list, rounded per unit); its items are price breaks over it. `fixed`
 * gives prices per SKU in `items` (minQty 1 is the base price, higher ones are breaks); a SKU it leaves out is at list.
 */
export const PriceListInput = z
  .object({
    name: text().trim().min(1, 'name is required').max(80),
    kind: PriceListKind,
    percentOffBasisPoints: z.number().int().min(0).max(10_000, 'percentOffBasisPoints is at most 10000 (100 %)').nullable().default(null),
    items: z.array(PriceListItemInput).max(PRICE_LIST_ITEMS_MAX).default([]),
  })
  .strict()
  .refine((list) => (list.kind === 'percent_off') === (list.percentOffBasisPoints !== null), {
    message: 'a percent_off list needs percentOffBasisPoints; a fixed list has none',
    path: ['percentOffBasisPoints'],
  })
  .refine((list) => new Set(list.items.map((item) => `${item.skuId}:${item.minQty}`)).size === list.items.length, {
    message: 'each SKU and minQty once',
    path: ['items'],
  });
export type PriceListInput = z.infer<typeof PriceListInput>;

export const PriceListItem = z.object({
  skuId: Uuid,
  skuCode: z.string(),
  skuName: z.string(),
  productName: z.string(),
  listPriceCents: Cents,
  minQty: z.number().int(),
  unitPriceCents: Cents,
});
export type PriceListItem = z.infer<typeof PriceListItem>;

export const PriceList = z.object({
  id: Uuid,
  name: z.string(),
  kind: PriceListKind,
  percentOffBasisPoints: z.number().int().nullable(),
  /** "12.5 % off list", "Fixed prices" */
  label: z.string(),
  items: z.array(PriceListItem),
  /** the accounts that name it */
  accountCount: z.number().int(),
  updatedAt: DateTime,
});
export type PriceList = z.infer<typeof PriceList>;

/** GET /api/suppliers/{id}/price-lists (the supplier's members): its lists by name, each with its items. */
export const PriceListList = z.object({ items: z.array(PriceList) });
export type PriceListList = z.infer<typeof PriceListList>;

/** Unit price on a percent-off list: round(list × (1 − percent)), half up, in whole cents (per unit, then × qty). */
export function percentOffPrice(listCents: number, basisPoints: number): number {
  return Math.floor((listCents * (10_000 - basisPoints) + 5_000) / 10_000);
}

/** "12.5 % off list" */
export function priceListLabel(list: { kind: PriceListKind; percentOffBasisPoints: number | null }): string {
  if (list.kind === 'fixed') return 'Fixed prices';
  const percent = (list.percentOffBasisPoints ?? 0) / 100;
  return `${percent.toLocaleString('en-AU', { maximumFractionDigits: 2 })} % off list`;
}

// ---- delivery zones ----

const Weekday = z.number().int().min(0, 'a weekday is 0 (Sunday) to 6 (Saturday)').max(6, 'a weekday is 0 (Sunday) to 6 (Saturday)');
export const DELIVERY_ZONE_LOCALITIES_MAX = 2000;

export const ZoneLocality = z
  .object({
    postcode: text()
      .trim()
      .regex(/^\d{4}$/, 'a postcode is 4 digits'),
    /** null = every suburb of the postcode; a suburb match beats a postcode-only one */
    suburb: text().trim().max(80).nullable().default(null),
  })
  .strict();
export type ZoneLocality = z.infer<typeof ZoneLocality>;

/** POST /api/suppliers/{id}/delivery-zones and PUT /api/delivery-zones/{id} (owners and admins). */
export const DeliveryZoneInput = z
  .object({
    name: text().trim().min(1, 'name is required').max(80),
    deliveryWeekdays: z
      .array(Weekday)
      .min(1, 'choose at least one delivery day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'each delivery day once'),
    /** local HH:MM in the venue's time zone, as the supplier's own cut-off; null = none */
    orderCutoffTime: text()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'orderCutoffTime is HH:MM, 24-hour')
      .nullable()
      .default(null),
    leadDays: z.number().int().min(0).max(60).nullable().default(null),
    minimumOrderCents: Cents.max(100_000_000).nullable().default(null),
    deliveryFeeCents: Cents.max(10_000_000).default(0),
    localities: z.array(ZoneLocality).min(1, 'add at least one postcode').max(DELIVERY_ZONE_LOCALITIES_MAX),
  })
  .strict();
export type DeliveryZoneInput = z.infer<typeof DeliveryZoneInput>;

export const DeliveryZone = z.object({
  id: Uuid,
  name: z.string(),
  deliveryWeekdays: z.array(z.number().int()),
  orderCutoffTime: z.string().nullable(),
  leadDays: z.number().int().nullable(),
  minimumOrderCents: Cents.nullable(),
  deliveryFeeCents: Cents,
  localities: z.array(z.object({ postcode: z.string(), suburb: z.string().nullable() })),
  updatedAt: DateTime,
});
export type DeliveryZone = z.infer<typeof DeliveryZone>;
/** GET /api/suppliers/{id}/delivery-zones: every zone of the supplier, by name (its members). */
export const DeliveryZoneList = z.object({ items: z.array(DeliveryZone) });
export type DeliveryZoneList = z.infer<typeof DeliveryZoneList>;
