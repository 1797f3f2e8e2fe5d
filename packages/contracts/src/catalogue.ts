import { z } from 'zod';
import { Cents, Currency, DateTime, linkFields, paginated, PaginationQuery, text, Uuid } from './common';
import { OrganisationRef } from './organisations';

export const productSorts = ['relevance', 'name', 'price-asc', 'price-desc', 'abv-desc', 'newest'] as const;
export const ProductSort = z.enum(productSorts);
export type ProductSort = z.infer<typeof ProductSort>;

/** `tags` is comma-separated; every tag given must match. */
export const TagList = text()
  .max(400)
  .transform((value) =>
    [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))],
  )
  .pipe(z.array(z.string().max(40, 'each tag must be at most 40 characters')).max(10, 'at most 10 tags'));

export const ProductListQuery = PaginationQuery.extend({
  q: text().trim().max(100, 'q must be at most 100 characters').optional(),
  tags: TagList.optional(),
  sort: ProductSort.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
export type ProductListSearch = z.input<typeof ProductListQuery>;

export const ProductSummary = z.object({
  ...linkFields,
  style: z.string(),
  abv: z.number().nullable(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  supplier: OrganisationRef,
  /** the cheapest active SKU's list price, ex tax */
  fromPriceCents: Cents.nullable(),
  currency: Currency,
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const TagCount = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCount>;

export const ProductList = paginated(ProductSummary).extend({
  /** tag counts over everything matching q and the chosen tags (for the filter chips) */
  tagCounts: z.array(TagCount),
});
export type ProductList = z.infer<typeof ProductList>;

export const SkuPublic = z.object({
  id: Uuid,
  code: z.string(),
  name: z.string(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  unitsPerPack: z.number().int(),
  inStock: z.boolean(),
});
export type SkuPublic = z.infer<typeof SkuPublic>;

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  ibu: z.number().int().nullable(),
  origin: z.string().nullable(),
  skus: z.array(SkuPublic),
  onTapCount: z.number().int(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ServingSize = z.object({ name: z.string(), volumeMl: z.number().int(), priceCents: Cents });
export type ServingSize = z.infer<typeof ServingSize>;

export const MenuEntry = z.object({
  id: Uuid,
  tapNumber: z.number().int(),
  note: z.string().nullable(),
  since: DateTime,
  servingSizes: z.array(ServingSize),
  product: ProductSummary.pick({ id: true, slug: true, name: true, style: true, abv: true, imageUrl: true, supplier: true }),
});
export type MenuEntry = z.infer<typeof MenuEntry>;

export const VenueMenu = z.object({
  venue: OrganisationRef,
  items: z.array(MenuEntry),
});
export type VenueMenu = z.infer<typeof VenueMenu>;

export const ProductVenue = z.object({
  ...linkFields,
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  venueKind: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tapNumber: z.number().int(),
  since: DateTime,
});
export type ProductVenue = z.infer<typeof ProductVenue>;
