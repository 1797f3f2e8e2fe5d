import { z } from 'zod';
import {
  Cents,
  Currency,
  DateTime,
  IdOrSlug,
  isUuidShaped,
  linkFields,
  paginated,
  PaginationQuery,
  Slug,
  slugFromName,
  text,
  Uuid,
} from './common';
import { OrganisationRef } from './organisations';
import { catalogueSorts, productStatuses } from './wire';

export { catalogueSorts, productStatuses };

// The supplier's own catalogue: what owners, admins and members read and change. The public catalogue's
// shapes live in ./catalogue.

export const ProductStatus = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const skuStatuses = ['active', 'archived'] as const;
export const SkuStatus = z.enum(skuStatuses);
export type SkuStatus = z.infer<typeof SkuStatus>;

/** A tracked SKU with this many packs or fewer on hand is "low" in the Products table. */
export const LOW_STOCK_PACKS = 5;
export const PRICE_CENTS_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
export const TAGS_MAX = 20;

/**
 * One tag: a lower-case word or phrase. Capitals are folded ("Hazy" is "hazy"); a comma is refused, since
 * `?tags=` separates tags with commas (decision 0066).
 */
export const Tag = text()
  .trim()
  .toLowerCase()
  .min(1, 'a tag must not be empty')
  .max(40, 'a tag must be at most 40 characters')
  .refine((tag) => !tag.includes(','), 'a tag must not contain a comma');

export const TagsInput = z
  .array(Tag)
  .max(TAGS_MAX, `at most ${TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

/** The slug a product's name suggests; never empty and never uuid-shaped (uuids are ids in paths). */
export function productSlugFromName(name: string): string {
  const slug = slugFromName(name) || 'product';
  return isUuidShaped(slug) ? `product-${slug}` : slug;
}

const productFields = {
  name: text().trim().min(1, 'name is required').max(160, 'name must be at most 160 characters'),
  slug: Slug,
  description: text().trim().max(5000, 'description must be at most 5000 characters'),
  style: text().trim().max(80, 'style must be at most 80 characters'),
  tags: TagsInput,
  abv: z
    .number()
    .min(0, 'abv must be at least 0')
    .max(99.9, 'abv must be at most 99.9')
    .multipleOf(0.1, 'abv has one decimal place')
    .nullable(),
  ibu: z.number().int().min(0, 'ibu must be at least 0').max(1000, 'ibu must be at most 1000').nullable(),
  origin: text().trim().max(120, 'origin must be at most 120 characters').nullable(),
};

/** POST /api/suppliers/{id}/products: a new product is a draft; without a slug, one is made from the name. */
export const ProductCreate = z
  .object({
    name: productFields.name,
    slug: productFields.slug.optional(),
    description: productFields.description.default(''),
    style: productFields.style.default(''),
    tags: productFields.tags.default([]),
    abv: productFields.abv.default(null),
    ibu: productFields.ibu.default(null),
    origin: productFields.origin.default(null),
  })
  .strict();
export type ProductCreate = z.infer<typeof ProductCreate>;
export type ProductCreateInput = z.input<typeof ProductCreate>;

/** The version the editor read: a change made since then is refused (409) instead of overwritten. */
const version = z.number().int().min(1, 'version must be at least 1').max(2_147_483_647);

/** PATCH …/products/{productId}: only the fields given change; `version` is the one read. Status changes have their own calls. */
export const ProductUpdate = z.object({ version, ...z.object(productFields).partial().shape }).strict();
export type ProductUpdate = z.infer<typeof ProductUpdate>;
export type ProductUpdateInput = z.input<typeof ProductUpdate>;

const skuFields = {
  code: text()
    .trim()
    .min(1, 'code is required')
    .max(64, 'code must be at most 64 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'code must be letters, digits, dots, dashes, underscores or slashes'),
  name: text().trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  unitsPerPack: z.number().int().min(1, 'unitsPerPack must be at least 1').max(10_000, 'unitsPerPack must be at most 10000'),
  volumeMl: z.number().int().min(1, 'volumeMl must be at least 1').max(1_000_000, 'volumeMl must be at most 1000000').nullable(),
  unitPriceCents: z.number().int('unitPriceCents must be whole cents').min(0, 'unitPriceCents must not be negative').max(PRICE_CENTS_MAX),
  taxRateBasisPoints: z
    .number()
    .int()
    .min(0, 'taxRateBasisPoints must not be negative')
    .max(10_000, 'taxRateBasisPoints must be at most 10000'),
  status: SkuStatus,
  stockOnHand: z.number().int().min(0, 'stockOnHand must not be negative').max(STOCK_MAX).nullable(),
  /** the keg it comes in (the supplier's own keg type, not archived; issue 37); null = not a keg */
  kegTypeId: Uuid.nullable(),
};

/** POST /api/products/{id}/skus. `stockOnHand: null` (the default) means stock is not tracked. */
export const SkuCreate = z
  .object({
    ...skuFields,
    unitsPerPack: skuFields.unitsPerPack.default(1),
    volumeMl: skuFields.volumeMl.default(null),
    taxRateBasisPoints: skuFields.taxRateBasisPoints.default(1000),
    status: skuFields.status.default('active'),
    stockOnHand: skuFields.stockOnHand.default(null),
    kegTypeId: skuFields.kegTypeId.default(null),
  })
  .strict();
export type SkuCreate = z.infer<typeof SkuCreate>;
export type SkuCreateInput = z.input<typeof SkuCreate>;

/** PATCH /api/products/{id}/skus/{skuId}: only the fields given change; `status: 'archived'` archives it. */
export const SkuUpdate = z.object({ version, ...z.object(skuFields).partial().shape }).strict();
export type SkuUpdate = z.infer<typeof SkuUpdate>;
export type SkuUpdateInput = z.input<typeof SkuUpdate>;

/** How many packs one save of the product form may add, or change (a product has a handful). */
export const SKUS_PER_SAVE_MAX = 50;

/** One of the product's SKUs changed in the product form's save: its id, the version read, the fields changed. */
export const SkuChange = z.object({ id: Uuid, ...SkuUpdate.shape }).strict();
export type SkuChange = z.infer<typeof SkuChange>;
export type SkuChangeInput = z.input<typeof SkuChange>;

/** Codes given twice in one save: each later one is named ("is also pack 1's code"), at `path.index.code`. */
function refuseRepeatedCodes(lists: { path: string; items: { code?: string | undefined }[] }[], context: z.RefinementCtx) {
  const first = new Map<string, string>();
  for (const { path, items } of lists) {
    items.forEach((item, index) => {
      if (item.code === undefined) return;
      const earlier = first.get(item.code);
      if (earlier)
        context.addIssue({
          code: 'custom',
          path: [path, index, 'code'],
          message: `code ${item.code} is also ${earlier}'s: each pack has its own code`,
        });
      else first.set(item.code, `pack ${index + 1}${path === 'skuChanges' ? ' (a stored one)' : ''}`);
    });
  }
}

/**
 * POST /api/suppliers/{id}/products: the product form's save of a new product with its packs (SKUs), in their
 * order, all written or none; `publish: true` publishes it in the same transaction (it needs an active SKU: 409).
 */
export const NewProduct = z
  .object({
    ...ProductCreate.shape,
    skus: z.array(SkuCreate).max(SKUS_PER_SAVE_MAX, `at most ${SKUS_PER_SAVE_MAX} packs in one save`).default([]),
    publish: z.boolean().default(false),
  })
  .strict()
  .superRefine((product, context) => refuseRepeatedCodes([{ path: 'skus', items: product.skus }], context));
export type NewProduct = z.infer<typeof NewProduct>;
export type NewProductInput = z.input<typeof NewProduct>;

/**
 * PATCH …/products/{productId}: the product form's save. The product's fields given change (`version` is the
 * product's, read); `skuChanges` change its stored SKUs (each with the version read), `newSkus` add SKUs, and
 * `publish: true` publishes it: one transaction, all of it or none.
 */
export const ProductSave = z
  .object({
    ...ProductUpdate.shape,
    skuChanges: z.array(SkuChange).max(SKUS_PER_SAVE_MAX, `at most ${SKUS_PER_SAVE_MAX} packs in one save`).default([]),
    newSkus: z.array(SkuCreate).max(SKUS_PER_SAVE_MAX, `at most ${SKUS_PER_SAVE_MAX} packs in one save`).default([]),
    publish: z.boolean().default(false),
  })
  .strict()
  .superRefine((save, context) => {
    // the stored ones' new codes first: a new pack repeating one is the one named
    refuseRepeatedCodes(
      [
        { path: 'skuChanges', items: save.skuChanges },
        { path: 'newSkus', items: save.newSkus },
      ],
      context,
    );
    if (new Set(save.skuChanges.map((change) => change.id)).size !== save.skuChanges.length) {
      context.addIssue({ code: 'custom', path: ['skuChanges'], message: 'a SKU is named twice' });
    }
  });
export type ProductSave = z.infer<typeof ProductSave>;
export type ProductSaveInput = z.input<typeof ProductSave>;

export const CatalogueSku = z.object({
  id: Uuid,
  productId: Uuid,
  code: z.string(),
  name: z.string(),
  unitsPerPack: z.number().int(),
  volumeMl: z.number().int().nullable(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  status: SkuStatus,
  stockOnHand: z.number().int().nullable(),
  /** its keg type (issue 37); null = not a keg */
  kegTypeId: Uuid.nullable(),
  version: z.number().int(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type CatalogueSku = z.infer<typeof CatalogueSku>;

export const CatalogueSkuList = z.object({ items: z.array(CatalogueSku) });
export type CatalogueSkuList = z.infer<typeof CatalogueSkuList>;

/** A product as its supplier edits it: every field, its version, and all its SKUs (archived ones too). */
export const CatalogueProduct = z.object({
  ...linkFields,
  supplier: OrganisationRef,
  description: z.string(),
  style: z.string(),
  tags: z.array(z.string()),
  abv: z.number().nullable(),
  ibu: z.number().int().nullable(),
  origin: z.string().nullable(),
  imageUrl: z.string().nullable(),
  status: ProductStatus,
  version: z.number().int(),
  currency: Currency,
  createdAt: DateTime,
  updatedAt: DateTime,
  skus: z.array(CatalogueSku),
});
export type CatalogueProduct = z.infer<typeof CatalogueProduct>;

/** `details` of a 409 for a stale version: what is stored now, so the editor can show what changed. */
export const StaleProductDetails = z.object({ current: CatalogueProduct });
export type StaleProductDetails = z.infer<typeof StaleProductDetails>;
export const StaleSkuDetails = z.object({ current: CatalogueSku });
export type StaleSkuDetails = z.infer<typeof StaleSkuDetails>;

export const CatalogueSort = z.enum(catalogueSorts);
export type CatalogueSort = z.infer<typeof CatalogueSort>;

/** GET /api/suppliers/{id}/catalogue: every status unless one is asked for. */
export const CatalogueListQuery = PaginationQuery.extend({
  q: text().trim().max(100, 'q must be at most 100 characters').optional(),
  status: ProductStatus.optional(),
  sort: CatalogueSort.default('name'),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuery>;
export type CatalogueListSearch = z.input<typeof CatalogueListQuery>;

/** out: an active SKU that tracks stock has none; low: one has LOW_STOCK_PACKS or fewer. */
export const StockWarning = z.enum(['out', 'low']);
export type StockWarning = z.infer<typeof StockWarning>;

export const CatalogueProductRow = z.object({
  ...linkFields,
  style: z.string(),
  status: ProductStatus,
  imageUrl: z.string().nullable(),
  /** active SKUs */
  skuCount: z.number().int(),
  /** the active SKUs' list prices, ex tax; null without an active SKU */
  priceRange: z.object({ minCents: Cents, maxCents: Cents }).nullable(),
  stockWarning: StockWarning.nullable(),
  version: z.number().int(),
  updatedAt: DateTime,
});
export type CatalogueProductRow = z.infer<typeof CatalogueProductRow>;

export const CatalogueProductList = paginated(CatalogueProductRow).extend({
  currency: Currency,
  /** every product of the supplier matching q, by status (the table's tabs) */
  statusCounts: z.object({ draft: z.number().int(), active: z.number().int(), archived: z.number().int() }),
});
export type CatalogueProductList = z.infer<typeof CatalogueProductList>;

export const productActions = ['publish', 'unpublish', 'archive'] as const;
export type ProductAction = (typeof productActions)[number];
/** The status each action leads to: publish → active, unpublish → draft, archive → archived. */
export const STATUS_AFTER: Record<ProductAction, ProductStatus> = { publish: 'active', unpublish: 'draft', archive: 'archived' };

/** POST /api/suppliers/{id}/products/bulk-status: all of them change, or none. */
export const BulkProductStatus = z
  .object({
    productIds: z
      .array(Uuid)
      .min(1, 'name at least one product')
      .max(100, 'at most 100 products at once')
      .refine((ids) => new Set(ids).size === ids.length, 'a product is named twice'),
    status: ProductStatus,
  })
  .strict();
export type BulkProductStatus = z.infer<typeof BulkProductStatus>;

export const BulkProductStatusResult = z.object({
  items: z.array(z.object({ id: Uuid, status: ProductStatus, version: z.number().int() })),
});
export type BulkProductStatusResult = z.infer<typeof BulkProductStatusResult>;

/** `details` of the 409 when products can't be published: each one and why (no active SKU). */
export const UnpublishableDetails = z.object({
  products: z.array(z.object({ id: Uuid, name: z.string(), reason: z.string() })),
});
export type UnpublishableDetails = z.infer<typeof UnpublishableDetails>;

/** `{id}` is the supplier, `{productId}` the product (uuid, slug, or a slug it had before). */
export const SupplierProductParams = z.object({ id: IdOrSlug, productId: IdOrSlug });
/** `{id}` is the product (uuid or slug), `{skuId}` the SKU's uuid. */
export const ProductSkuParams = z.object({ id: IdOrSlug, skuId: Uuid });
/** `{id}` is the supplier, `{venueId}` the venue (uuid or slug). */
export const VenuePriceParams = z.object({ id: IdOrSlug, venueId: IdOrSlug });
export const VenuePriceSkuParams = VenuePriceParams.extend({ skuId: Uuid });

/** PUT /api/suppliers/{id}/venues/{venueId}/prices: sets these SKUs' prices for the venue (others stay); all or nothing. */
export const VenuePricesInput = z
  .object({
    prices: z
      .array(
        z
          .object({
            skuId: Uuid,
            priceCents: z.number().int('priceCents must be whole cents').min(0, 'priceCents must not be negative').max(PRICE_CENTS_MAX),
          })
          .strict(),
      )
      .min(1, 'name at least one price')
      .max(500, 'at most 500 prices at once')
      .refine((prices) => new Set(prices.map((price) => price.skuId)).size === prices.length, 'a SKU is named twice'),
  })
  .strict();
export type VenuePricesInput = z.infer<typeof VenuePricesInput>;

export const VenuePriceRow = z.object({
  skuId: Uuid,
  skuCode: z.string(),
  skuName: z.string(),
  skuStatus: SkuStatus,
  product: z.object({ ...linkFields, status: ProductStatus }),
  listPriceCents: Cents,
  /** this venue's price, ex tax; null = it pays the list price */
  venuePriceCents: Cents.nullable(),
  updatedAt: DateTime.nullable(),
});
export type VenuePriceRow = z.infer<typeof VenuePriceRow>;

export const VenuePriceList = z.object({
  venue: OrganisationRef,
  currency: Currency,
  items: z.array(VenuePriceRow),
});
export type VenuePriceList = z.infer<typeof VenuePriceList>;
