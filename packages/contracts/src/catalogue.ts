import { z } from 'zod';
import { Cents, Currency, DateTime, decimalInteger, IdOrSlug, linkFields, paginated, PaginationQuery, text, Uuid } from './common';
import { ProductImage } from './images';
import { OrganisationRef } from './organisations';
import { packFormats, productSorts } from './wire';

export { packFormats, productSorts };
export const PackFormat = z.enum(packFormats);
export type PackFormat = z.infer<typeof PackFormat>;

/** A comma-separated query value as its items: trimmed, lower-cased, each once, empty ones dropped. */
function commaSeparated(maxLength: number) {
  return text()
    .max(maxLength)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter((item) => item.length > 0),
      ),
    ]);
}

/** `pack` is comma-separated; a product sold in any of the formats given matches. */
const PackFormatList = commaSeparated(100).pipe(
  z
    .array(z.string())
    .refine((formats) => formats.every((format) => (packFormats as readonly string[]).includes(format)), {
      message: `pack must be a comma-separated list of ${packFormats.join(', ')}`,
    })
    .transform((formats) => formats as PackFormat[]),
);

/** An ABV in percent with at most one decimal: "4", "6.5". */
function abvBound(field: string) {
  return text()
    .trim()
    .regex(/^\d{1,2}(\.\d)?$/, `${field} must be a number between 0 and 99.9 with at most one decimal`)
    .transform(Number);
}

/** Price bounds are whole cents, as every price in the API. */
const PRICE_BOUND_MAX = 100_000_000;
export const ProductSort = z.enum(productSorts);
export type ProductSort = z.infer<typeof ProductSort>;

/** `tags` is comma-separated; every tag given must match. */
export const TagList = commaSeparated(400).pipe(
  z.array(z.string().max(40, 'each tag must be at most 40 characters')).max(10, 'at most 10 tags'),
);

/**
 * `venueId`: show the prices this venue pays (its own price where its supplier set one). Honoured for a signed-in
 * member of that venue; anyone else is refused (401 signed out, 404 otherwise), never shown list prices instead.
 */
export const VenuePricingQuery = z.object({ venueId: Uuid.optional() });
export type VenuePricingQuery = z.infer<typeof VenuePricingQuery>;

export const ProductListQuery = PaginationQuery.extend({
  q: text().trim().max(100, 'q must be at most 100 characters').optional(),
  tags: TagList.optional(),
  sort: ProductSort.optional(),
  /** exactly this style, as the style facet names it */
  style: text().trim().min(1).max(80, 'style must be at most 80 characters').optional(),
  /** the supplier's slug or id, as the supplier facet names it */
  supplier: IdOrSlug.optional(),
  pack: PackFormatList.optional(),
  abvMin: abvBound('abvMin').optional(),
  abvMax: abvBound('abvMax').optional(),
  /** the product's from price (its cheapest active pack), in cents ex tax */
  priceMin: decimalInteger('priceMin', 0, PRICE_BOUND_MAX).optional(),
  priceMax: decimalInteger('priceMax', 0, PRICE_BOUND_MAX).optional(),
  /** the product's cheapest price per litre over packs with a volume, in cents ex tax */
  litrePriceMin: decimalInteger('litrePriceMin', 0, PRICE_BOUND_MAX).optional(),
  litrePriceMax: decimalInteger('litrePriceMax', 0, PRICE_BOUND_MAX).optional(),
  /** true: only products with a pack in stock (or not counted) */
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  ...VenuePricingQuery.shape,
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductSummary = z.object({
  ...linkFields,
  style: z.string(),
  abv: z.number().nullable(),
  tags: z.array(z.string()),
  /** the cover image's card size when the product has images, else its own picture (or none) */
  imageUrl: z.string().nullable(),
  supplier: OrganisationRef,
  /** the cheapest active SKU's price, ex tax: the list price, or with `venueId` the price that venue pays */
  fromPriceCents: Cents.nullable(),
  currency: Currency,
  /** the formats of its active packs */
  packFormats: z.array(PackFormat),
  /** its cheapest active packs (at most PACKS_ON_CARD), each with its price ex tax as `fromPriceCents` is priced */
  packs: z.array(z.object({ skuId: Uuid, name: z.string(), unitPriceCents: Cents, inStock: z.boolean() })),
  /** with `venueId` (a member asking for the venue's prices): the venue has ordered it before; absent otherwise */
  orderedBefore: z.boolean().optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/** How many packs a product card shows as chips ("50 L keg $310 · 24×375 mL $77"). */
export const PACKS_ON_CARD = 3;

export const TagCount = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCount>;

export const FacetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

export const ProductFacets = z.object({
  tags: z.array(TagCount),
  styles: z.array(FacetCount),
  suppliers: z.array(OrganisationRef.extend({ count: z.number().int() })),
  packFormats: z.array(z.object({ value: PackFormat, count: z.number().int() })),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

/** Past this many matches the total is not counted further, and the facets count this many (decision 0097). */
export const PRODUCT_COUNT_CAP = 1000;

export const ProductList = paginated(ProductSummary).extend({
  /** false when more products match than were counted: `total` is then PRODUCT_COUNT_CAP, shown as "1,000+" */
  totalIsExact: z.boolean(),
  /**
   * Counts for the filters over the current query and filters: over every match while `totalIsExact`, else over
   * the first PRODUCT_COUNT_CAP matches (a sample, so the counts are lower bounds).
   */
  facets: ProductFacets,
});
export type ProductList = z.infer<typeof ProductList>;

export const SkuPublic = z.object({
  id: Uuid,
  code: z.string(),
  name: z.string(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  unitsPerPack: z.number().int(),
  /** one unit's volume in mL (kegs, cans, bottles), for the price per litre; null when not given */
  volumeMl: z.number().int().nullable(),
  inStock: z.boolean(),
  /**
   * with `venueId`: what the venue pays for one, ex tax, when it isn't the list price (its own price, or its trade
   * account's price list: docs/domain.md, Price lists); else null
   */
  venuePriceCents: Cents.nullable(),
});
export type SkuPublic = z.infer<typeof SkuPublic>;

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  ibu: z.number().int().nullable(),
  origin: z.string().nullable(),
  skus: z.array(SkuPublic),
  onTapCount: z.number().int(),
  /** cover first; imageUrl is the cover's detail size when there are any */
  images: z.array(ProductImage),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** One way a tap is served: "Schooner", 425 mL, $9.00 (prices include GST, as a drinker reads them). */
export const ServingSize = z.object({ label: z.string(), volumeMl: z.number().int(), priceCents: Cents });
export type ServingSize = z.infer<typeof ServingSize>;

/** `pouring`: on a tap now; `next`: announced as coming on next (no tap yet, or the tap it will take). */
export const TAP_STATUSES = ['pouring', 'next'] as const;
export const TapStatus = z.enum(TAP_STATUSES);
export type TapStatus = z.infer<typeof TapStatus>;

/**
 * One line of a venue's public tap list, flattened for display: a catalogue product or a guest beer (a beer from a
 * brewery not on Tapline, typed in by the venue) read the same.
 */
export const MenuEntry = z.object({
  id: Uuid,
  status: TapStatus,
  tapNumber: z.number().int().nullable(),
  /** the beer's name */
  name: z.string(),
  /** who makes it: the supplier's name, or the guest beer's brewery */
  producer: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  imageUrl: z.string().nullable(),
  /** the catalogue product when its page is public (link to it); null for a guest beer or a product no longer listed */
  product: z.object({ id: Uuid, slug: z.string(), supplier: OrganisationRef }).nullable(),
  servingSizes: z.array(ServingSize),
  note: z.string().nullable(),
  /** pouring since (status pouring) or announced since (status next) */
  since: DateTime,
});
export type MenuEntry = z.infer<typeof MenuEntry>;

export const VenueMenu = z.object({
  venue: OrganisationRef,
  /** what pours now, in the venue's order (the editor's drag order) */
  items: z.array(MenuEntry),
  /** "next on", in the venue's order */
  next: z.array(MenuEntry),
  /** when the list last changed; null when it never had an entry */
  updatedAt: DateTime.nullable(),
});
export type VenueMenu = z.infer<typeof VenueMenu>;

export const ProductVenue = z.object({
  ...linkFields,
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  venueKind: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tapNumber: z.number().int().nullable(),
  since: DateTime,
});
export type ProductVenue = z.infer<typeof ProductVenue>;
