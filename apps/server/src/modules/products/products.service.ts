import type { ProductDetail, ProductList, ProductListQuery, ProductSummary } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { listPublicProductImages } from '../images/images.service';
import { offsetOf } from '../shared/pagination';
import {
  countPublicProductTags,
  countPublicProducts,
  findPublicProduct,
  listActiveSkus,
  listPublicProductPages,
  listPublicProducts,
  type ProductFilter,
} from './products.queries';

type ProductRow = Awaited<ReturnType<typeof listPublicProducts>>[number];

function toSummary(row: Omit<ProductRow, 'total'>): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    style: row.style,
    abv: row.abv,
    tags: row.tags,
    imageUrl: row.imageUrl,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName },
    fromPriceCents: row.fromPriceCents === null ? null : Number(row.fromPriceCents),
    currency: row.currency,
  };
}

/**
 * The venue whose prices a public read shows (`?venueId=`): only a member of it (or a platform admin) may ask;
 * signed out is 401, anyone else 404 as for another tenant's private data (decision 0069). Never silently ignored,
 * so nobody is shown list prices believing they are theirs.
 */
export async function pricingVenueFor(db: Database, viewer: ApiUser | null, venueId: string | undefined): Promise<string | undefined> {
  if (venueId === undefined) return undefined;
  if (!viewer) throw new AppError('unauthorized', "Sign in as a member of the venue to see the venue's prices");
  return (await requireOrganisationAccess(db, viewer, 'venue', venueId)).organisation.id;
}

/** `scope.pricingVenueId` is a venue already checked by `pricingVenueFor` (the query's `venueId` is not read here). */
export async function searchProducts(
  db: Database,
  query: ProductListQuery,
  scope: Pick<ProductFilter, 'supplierId' | 'onTapAtVenueId' | 'anySupplierStatus' | 'pricingVenueId'> = {},
): Promise<ProductList> {
  const filter: ProductFilter = { q: query.q || undefined, tags: query.tags, ...scope };
  const [rows, tagCounts] = await Promise.all([
    listPublicProducts(db, {
      ...filter,
      sort: query.sort ?? (filter.q ? 'relevance' : 'name'),
      limit: query.pageSize,
      offset: offsetOf(query.page, query.pageSize),
    }),
    countPublicProductTags(db, filter),
  ]);
  // count(*) over () rides on the page's rows; a page past the end has none, so ask separately
  const total = rows[0]?.total ?? (query.page > 1 ? await countPublicProducts(db, filter) : 0);
  return {
    items: rows.map(toSummary),
    page: query.page,
    pageSize: query.pageSize,
    total,
    tagCounts,
  };
}

/** An active product of an active supplier, by uuid or slug; 404 otherwise. */
export async function requirePublicProduct(db: Database, idOrSlug: string) {
  const product = await findPublicProduct(db, idOrSlug);
  if (!product) throw AppError.notFound('Product');
  return product;
}

export async function getProduct(db: Database, idOrSlug: string, pricingVenueId?: string): Promise<ProductDetail> {
  const product = await requirePublicProduct(db, idOrSlug);
  const skuRows = await listActiveSkus(db, product.id, pricingVenueId);
  const prices = skuRows.map((sku) => sku.venuePriceCents ?? sku.unitPriceCents);
  const images = await listPublicProductImages(db, product.id);
  return {
    ...toSummary({ ...product, fromPriceCents: prices.length > 0 ? Math.min(...prices) : null }),
    description: product.description,
    ibu: product.ibu,
    origin: product.origin,
    onTapCount: product.onTapCount,
    images,
    skus: skuRows.map((sku) => ({
      id: sku.id,
      code: sku.code,
      name: sku.name,
      unitPriceCents: sku.unitPriceCents,
      taxRateBasisPoints: sku.taxRateBasisPoints,
      unitsPerPack: sku.unitsPerPack,
      volumeMl: sku.volumeMl,
      inStock: sku.stockOnHand === null || sku.stockOnHand > 0,
      venuePriceCents: sku.venuePriceCents,
    })),
  };
}

/** How many products are public (the sitemap's size). */
export async function countProductPages(db: Database): Promise<number> {
  return countPublicProducts(db, {});
}

/** Public products' ids, slugs and last changes in a stable order, after `afterId` or from `offset` (the sitemap). */
export async function listProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return listPublicProductPages(db, from, limit);
}
