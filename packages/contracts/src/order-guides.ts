import { z } from 'zod';
import { SubstitutionPreference } from './substitution-preference';
import { Cents, Currency, DateTime, text, Uuid } from './common';
import { OrganisationRef } from './organisations';
import { CART_LINES_MAX, OrganisationWithLogo, Qty } from './ordering';

// Order guides (docs/domain.md, Order guides; decision 0165): a venue's named lists of what it orders, in sections
// (Taps, Fridge, Spirits…) and an order it chooses, each item with a par level. Staff count what is on hand; the guide
// suggests par − on hand in whole packs, and "Add to cart" adds the suggestions, listing each line it could not add.
// The computed "Usual" guide per supplier reads the venue's last 90 days of orders.

/** How many guides a venue keeps. */
export const GUIDES_PER_VENUE_MAX = 100;
/** How many items a guide holds: as many as a cart holds lines. */
export const GUIDE_ITEMS_MAX = CART_LINES_MAX;
/** The most units a par level or a count says (a cold room of 99,999 cans is plenty). */
export const GUIDE_UNITS_MAX = 99_999;
/** The Usual reads the venue's supplier orders of this many days. */
export const USUAL_DAYS = 90;
/** …counted in this many weeks (the last one partly inside the window). */
export const USUAL_WEEKS = Math.ceil(USUAL_DAYS / 7);

/**
 * What to order: par − on hand, in units, rounded up to whole packs; never negative. `par` and `onHand` are units
 * (cans, bottles, kegs), `unitsPerPack` the SKU's (24 for a slab of cans).
 */
export function suggestedPacks(par: number, onHand: number, unitsPerPack: number): number {
  const short = par - onHand;
  if (!(short > 0)) return 0;
  return Math.ceil(short / Math.max(1, unitsPerPack));
}

const GuideName = text().trim().min(1, 'name is required').max(80, 'name has at most 80 characters');
const Section = text().trim().max(60, 'a section name has at most 60 characters');
const Units = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} can’t be negative`)
    .max(GUIDE_UNITS_MAX, `${field} must be at most ${GUIDE_UNITS_MAX}`);
const Version = z.number().int().min(1, 'version must be at least 1').max(2_147_483_647);

function eachSkuOnce<T extends { skuId: string }>(lines: T[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.skuId))
      context.addIssue({ code: 'custom', path: [index, 'skuId'], message: 'names a SKU already named: each SKU once' });
    seen.add(line.skuId);
  });
}

// ---- requests ----

/**
 * POST /api/venues/{id}/order-guides (owner or admin). `supplierId` keeps the guide to one supplier's packs (null or
 * absent: across suppliers). `fromOrderId` ("Save as a guide"): the guide takes that order's lines, par = the quantity
 * ordered in units; its supplier is the order's when it had one.
 */
export const OrderGuideCreate = z
  .object({
    name: GuideName,
    supplierId: Uuid.nullable().optional(),
    fromOrderId: Uuid.optional(),
  })
  .strict();
export type OrderGuideCreate = z.infer<typeof OrderGuideCreate>;

/** PATCH /api/order-guides/{id} (owner or admin): `version` is the one read (a change since → 409). */
export const OrderGuidePatch = z.object({ version: Version, name: GuideName }).strict();
export type OrderGuidePatch = z.infer<typeof OrderGuidePatch>;

export const OrderGuideItemInput = z
  .object({
    skuId: Uuid,
    /** '' = no section */
    section: Section.default(''),
    /** the item's place; sections take the place of their first item, and the list is renumbered 0…n−1 */
    position: z.number().int().min(0, 'position can’t be negative').max(100_000),
    /** in units (cans, bottles, kegs) */
    parQty: Units('parQty'),
    /** what the supplier may send instead (decision 0182): the cart line it adds takes it */
    substitutionPreference: SubstitutionPreference.default('ask'),
  })
  .strict();
export type OrderGuideItemInput = z.input<typeof OrderGuideItemInput>;

/**
 * PUT /api/order-guides/{id}/items (owner or admin): the whole list. Each SKU once, each one an active pack of an
 * active product of an active supplier (the guide's supplier's, when it has one). `version`, when given, is the one
 * read (a change since → 409).
 */
export const OrderGuideItemsInput = z
  .object({
    version: Version.optional(),
    items: z.array(OrderGuideItemInput).max(GUIDE_ITEMS_MAX, `a guide holds at most ${GUIDE_ITEMS_MAX} items`).superRefine(eachSkuOnce),
  })
  .strict();
export type OrderGuideItemsInput = z.input<typeof OrderGuideItemsInput>;

/** POST /api/order-guides/{id}/counts (any member): what is on hand, in units, per item counted. */
export const GuideCountInput = z
  .object({
    lines: z
      .array(z.object({ skuId: Uuid, onHand: Units('onHand') }).strict())
      .min(1, 'count at least one item')
      .max(GUIDE_ITEMS_MAX)
      .superRefine(eachSkuOnce),
  })
  .strict();
export type GuideCountInput = z.infer<typeof GuideCountInput>;

/** POST /api/order-guides/{id}/add-to-cart and POST /api/venues/{id}/usual/add-to-cart (any member): packs per SKU. */
export const GuideCartInput = z
  .object({
    lines: z
      .array(z.object({ skuId: Uuid, qty: Qty }).strict())
      .min(1, 'add at least one line')
      .max(GUIDE_ITEMS_MAX)
      .superRefine(eachSkuOnce),
  })
  .strict();
export type GuideCartInput = z.infer<typeof GuideCartInput>;

export const UsualQuery = z.object({ supplierId: Uuid.optional() });
export type UsualQuery = z.infer<typeof UsualQuery>;

// ---- answers ----

/** Why a pack can't go into the cart now (the guide marks it; add-to-cart lists it as skipped). */
export const GuideLineProblemCode = z.enum([
  'no_longer_sold',
  'sku_archived',
  'product_unavailable',
  'supplier_suspended',
  'out_of_stock',
  'not_enough_stock',
  'cart_full',
]);
export type GuideLineProblemCode = z.infer<typeof GuideLineProblemCode>;

export const GuideLineProblem = z.object({
  code: GuideLineProblemCode,
  /** what the person reads: "Out of stock", "Only 3 on hand", "Harbour Brewing isn’t taking orders" */
  message: z.string(),
});
export type GuideLineProblem = z.infer<typeof GuideLineProblem>;

/** A pack as a guide shows it: today's price for this venue, and why it can't be ordered now (null = it can). */
export const GuidePack = z.object({
  skuId: Uuid,
  skuCode: z.string(),
  skuName: z.string(),
  unitsPerPack: z.number().int(),
  /** the venue's price when its supplier set one, else the list price; ex tax */
  unitPriceCents: Cents,
  /** null = stock not tracked */
  stockOnHand: z.number().int().nullable(),
  product: z.object({ id: Uuid, slug: z.string(), name: z.string(), style: z.string() }),
  supplier: OrganisationRef,
  problem: GuideLineProblem.nullable(),
});
export type GuidePack = z.infer<typeof GuidePack>;

export const OrderGuideItem = GuidePack.extend({
  id: Uuid,
  section: z.string(),
  position: z.number().int(),
  /** in units */
  parQty: z.number().int(),
  /** what the last count found, in units; null when the last count didn't count it (or there is none) */
  lastOnHand: z.number().int().nullable(),
  /** what the supplier may send instead (decision 0182) */
  substitutionPreference: SubstitutionPreference,
});
export type OrderGuideItem = z.infer<typeof OrderGuideItem>;

const Person = z.object({ id: Uuid, name: z.string() }).nullable();

export const GuideCountRef = z.object({ id: Uuid, countedAt: DateTime, countedBy: Person });
export type GuideCountRef = z.infer<typeof GuideCountRef>;

export const OrderGuideSummary = z.object({
  id: Uuid,
  venue: OrganisationRef,
  name: z.string(),
  /** null: across suppliers */
  supplier: OrganisationWithLogo.nullable(),
  itemCount: z.number().int(),
  /** the sections, in the guide's order */
  sections: z.array(z.string()),
  lastCount: GuideCountRef.nullable(),
  createdBy: Person,
  version: z.number().int(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type OrderGuideSummary = z.infer<typeof OrderGuideSummary>;

/** GET /api/order-guides/{id}: the guide and its items in order. `canEdit`: the caller may change it (owner or admin). */
export const OrderGuide = OrderGuideSummary.extend({
  items: z.array(OrderGuideItem),
  currency: Currency,
  canEdit: z.boolean(),
});
export type OrderGuide = z.infer<typeof OrderGuide>;

/** A line an order had that a guide made from it left out, and why. */
export const LeftOutLine = z.object({ productName: z.string(), skuName: z.string(), reason: z.string() });
export type LeftOutLine = z.infer<typeof LeftOutLine>;

/** POST /api/venues/{id}/order-guides: the guide made; `leftOut` lists the order's lines it could not take. */
export const OrderGuideCreated = OrderGuide.extend({ leftOut: z.array(LeftOutLine) });
export type OrderGuideCreated = z.infer<typeof OrderGuideCreated>;

/** GET /api/venues/{id}/order-guides */
export const OrderGuideList = z.object({ items: z.array(OrderGuideSummary) });
export type OrderGuideList = z.infer<typeof OrderGuideList>;

/** POST /api/order-guides/{id}/counts: the count kept, and per line counted what to order. */
export const GuideCountResult = GuideCountRef.extend({
  lines: z.array(
    z.object({
      skuId: Uuid,
      onHand: z.number().int(),
      parQty: z.number().int(),
      unitsPerPack: z.number().int(),
      /** par − on hand in whole packs, never negative */
      suggestedPacks: z.number().int(),
    }),
  ),
});
export type GuideCountResult = z.infer<typeof GuideCountResult>;

/** Add-to-cart's answer: what went in (packs), and each line that didn't, with why. */
export const GuideCartResult = z.object({
  added: z.array(z.object({ skuId: Uuid, productName: z.string(), skuName: z.string(), qty: z.number().int() })),
  skipped: z.array(z.object({ skuId: Uuid, productName: z.string(), skuName: z.string(), code: GuideLineProblemCode, reason: z.string() })),
});
export type GuideCartResult = z.infer<typeof GuideCartResult>;

// ---- the Usual ----

export const UsualItem = GuidePack.extend({
  /** supplier orders in the window that had it */
  orderCount: z.number().int(),
  /** weeks of the window (USUAL_WEEKS) in which it was ordered */
  weekCount: z.number().int(),
  /** the median quantity ordered, in packs (a half rounded up) */
  medianQty: z.number().int(),
  /** what the venue paid per pack the last time, ex tax */
  lastPriceCents: Cents,
  lastOrderedAt: DateTime,
});
export type UsualItem = z.infer<typeof UsualItem>;

export const UsualSupplier = z.object({
  supplier: OrganisationWithLogo,
  /** its supplier orders in the window (neither rejected nor cancelled) */
  orderCount: z.number().int(),
  skuCount: z.number().int(),
  lastOrderedAt: DateTime,
});
export type UsualSupplier = z.infer<typeof UsualSupplier>;

/** What the venue usually orders from one supplier, most often first. */
export const UsualGuide = z.object({
  supplier: OrganisationWithLogo,
  orderCount: z.number().int(),
  items: z.array(UsualItem),
  currency: Currency,
});
export type UsualGuide = z.infer<typeof UsualGuide>;

/**
 * GET /api/venues/{id}/usual[?supplierId=]: the suppliers the venue ordered from in the window, most orders first (one
 * Usual each), and with `supplierId` that supplier's Usual (null when the venue ordered nothing from it in the window).
 */
export const UsualAnswer = z.object({
  since: DateTime,
  weeks: z.number().int(),
  suppliers: z.array(UsualSupplier),
  usual: UsualGuide.nullable(),
});
export type UsualAnswer = z.infer<typeof UsualAnswer>;
