import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { priceListKinds, tradeAccountEventKinds, tradeAccountStatuses, tradeApplicationStatuses } from '@tapline/contracts';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { skus } from './catalogue';

// Trade accounts, price lists and delivery zones (docs/domain.md, Trade accounts; issue 36). An account's payment
// terms stay in supplier_venue_payment_terms (invoicing.ts), keyed as the account is: one source for invoices.

export const tradeApplicationStatus = pgEnum('trade_application_status', tradeApplicationStatuses);
export const tradeAccountStatus = pgEnum('trade_account_status', tradeAccountStatuses);
export const tradeAccountEventKind = pgEnum('trade_account_event_kind', tradeAccountEventKinds);
export const priceListKind = pgEnum('price_list_kind', priceListKinds);

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A director as the application names them. */
export interface TradeDirectorRow {
  name: string;
}
/** A trade reference as the application names it. */
export interface TradeReferenceRow {
  business: string;
  contactName: string;
  phone: string;
  email: string;
}

/** A supplier's rule and terms for trade accounts: one row per supplier that set them (none = any venue, no terms). */
export const supplierTradeSettings = pgTable('supplier_trade_settings', {
  supplierId: uuid('supplier_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** only venues with an active (or held) account may order; false: any venue, on delivery terms until approved */
  accountsRequired: boolean('accounts_required').notNull().default(false),
  terms: text('terms').notNull().default(''),
  /** bumped with every change of `terms`: an application keeps the version it accepted */
  termsVersion: integer('terms_version').notNull().default(1),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    status: tradeApplicationStatus('status').notNull().default('submitted'),
    legalName: text('legal_name').notNull(),
    abn: text('abn').notNull(),
    acn: text('acn'),
    liquorLicenceNumber: text('liquor_licence_number').notNull(),
    liquorLicenceState: text('liquor_licence_state').notNull(),
    liquorLicenceExpiry: date('liquor_licence_expiry').notNull(),
    directors: jsonb('directors').$type<TradeDirectorRow[]>().notNull(),
    tradeReferences: jsonb('trade_references').$type<TradeReferenceRow[]>().notNull(),
    requestedLimitCents: cents('requested_limit_cents'),
    /** the supplier's terms as accepted: their version and their text, kept as they were */
    termsVersion: integer('terms_version').notNull(),
    termsText: text('terms_text').notNull(),
    submittedBy: uuid('submitted_by').references(() => profiles.id, { onDelete: 'set null' }),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('trade_applications_abn_format', sql`${t.abn} ~ '^[0-9]{11}$'`),
    check('trade_applications_acn_format', sql`${t.acn} is null or ${t.acn} ~ '^[0-9]{9}$'`),
    check('trade_applications_limit_nonnegative', sql`${t.requestedLimitCents} is null or ${t.requestedLimitCents} >= 0`),
    // one application waiting per venue and supplier: a second would compete with the first
    uniqueIndex('trade_applications_one_waiting')
      .on(t.venueId, t.supplierId)
      .where(sql`${t.status} = 'submitted'`),
    index('trade_applications_supplier_idx').on(t.supplierId, t.status, t.submittedAt),
    index('trade_applications_venue_idx').on(t.venueId, t.submittedAt),
  ],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    name: text('name').notNull(),
    kind: priceListKind('kind').notNull(),
    /** percent_off only: 1250 = 12.5 % off list */
    percentOffBasisPoints: integer('percent_off_basis_points'),
    ...timestamps(),
  },
  (t) => [
    unique('price_lists_supplier_name_unique').on(t.supplierId, t.name),
    check(
      'price_lists_percent',
      sql`(${t.kind} = 'percent_off') = (${t.percentOffBasisPoints} is not null) and coalesce(${t.percentOffBasisPoints} between 0 and 10000, true)`,
    ),
  ],
);

/** A fixed price for a SKU from `min_qty` units (1 = the list's base price for it; more = a quantity break). */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListId: requiredRef('price_list_id', () => priceLists.id),
    skuId: requiredRef('sku_id', () => skus.id),
    minQty: integer('min_qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.skuId, t.minQty] }),
    index('price_list_items_sku_idx').on(t.skuId),
    check('price_list_items_min_qty_range', sql`${t.minQty} between 1 and 9999`),
    check('price_list_items_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    name: text('name').notNull(),
    /** 0 = Sunday … 6 = Saturday */
    deliveryWeekdays: smallint('delivery_weekdays').array().notNull(),
    orderCutoffTime: text('order_cutoff_time'),
    leadDays: integer('lead_days'),
    minimumOrderCents: integer('minimum_order_cents'),
    /** ex GST; GST at the standard rate */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('delivery_zones_supplier_name_unique').on(t.supplierId, t.name),
    check('delivery_zones_weekdays_present', sql`cardinality(${t.deliveryWeekdays}) between 1 and 7`),
    check('delivery_zones_cutoff_format', sql`${t.orderCutoffTime} is null or ${t.orderCutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('delivery_zones_lead_days_range', sql`${t.leadDays} is null or ${t.leadDays} between 0 and 60`),
    check('delivery_zones_money_nonnegative', sql`coalesce(${t.minimumOrderCents}, 0) >= 0 and ${t.deliveryFeeCents} >= 0`),
  ],
);

/**
 * A postcode, or a postcode and suburb ('' = every suburb of it), in one zone of a supplier: unique per supplier, so
 * a venue's address falls in one zone at most (a suburb match beats a postcode-only one). Suburbs are kept lower case.
 */
export const deliveryZoneLocalities = pgTable(
  'delivery_zone_localities',
  {
    zoneId: requiredRef('zone_id', () => deliveryZones.id),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    postcode: text('postcode').notNull(),
    suburb: text('suburb').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.postcode, t.suburb] }),
    index('delivery_zone_localities_zone_idx').on(t.zoneId),
    check('delivery_zone_localities_postcode_format', sql`${t.postcode} ~ '^[0-9]{4}$'`),
    check('delivery_zone_localities_suburb_lower', sql`${t.suburb} = lower(trim(${t.suburb}))`),
  ],
);

/**
 * A venue's account with a supplier (one per pair, kept when closed: its history stays). Checkout locks this row
 * (SELECT … FOR UPDATE) before it counts the exposure, so two checkouts against the last of a limit take turns.
 */
export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    status: tradeAccountStatus('status').notNull().default('active'),
    /** inc GST; null = no limit */
    creditLimitCents: cents('credit_limit_cents'),
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** the zone the supplier set for this venue over its address's */
    zoneId: uuid('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    holdReason: text('hold_reason'),
    closedReason: text('closed_reason'),
    version: integer('version').notNull().default(1),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    unique('trade_accounts_supplier_venue_unique').on(t.supplierId, t.venueId),
    index('trade_accounts_venue_idx').on(t.venueId),
    index('trade_accounts_price_list_idx').on(t.priceListId),
    check('trade_accounts_limit_nonnegative', sql`${t.creditLimitCents} is null or ${t.creditLimitCents} >= 0`),
    check('trade_accounts_hold_reason', sql`(${t.status} = 'on_hold') = (${t.holdReason} is not null)`),
  ],
);

/** What happened to an account (and the applications before it), both sides read it; never changed. */
export const tradeAccountEvents = pgTable(
  'trade_account_events',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    venueId: requiredRef('venue_id', () => organisations.id),
    kind: tradeAccountEventKind('kind').notNull(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note'),
    applicationId: uuid('application_id').references(() => tradeApplications.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [index('trade_account_events_pair_idx').on(t.supplierId, t.venueId, t.at)],
);
