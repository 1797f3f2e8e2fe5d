import type { ProductDetail, ProductList, ProductListQuery, ProductSummary } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../errors/app-error';
import { offsetOf } from '../shared/pagination';
import {
  countPublicProductTags,
  countPublicProducts,
  findPublicProduct,
  listActiveSkus,
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

export async function searchProducts(
  db: Database,
  query: ProductListQuery,
  scope: Pick<ProductFilter, 'supplierId' | 'onTapAtVenueId' | 'anySupplierStatus'> = {},
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

export async function getProduct(db: Database, idOrSlug: string): Promise<ProductDetail> {
  const product = await requirePublicProduct(db, idOrSlug);
  const skuRows = await listActiveSkus(db, product.id);
  const prices = skuRows.map((sku) => sku.unitPriceCents);
  return {
    ...toSummary({ ...product, fromPriceCents: prices.length > 0 ? Math.min(...prices) : null }),
    description: product.description,
    ibu: product.ibu,
    origin: product.origin,
    onTapCount: product.onTapCount,
    skus: skuRows.map((sku) => ({
      id: sku.id,
      code: sku.code,
      name: sku.name,
      unitPriceCents: sku.unitPriceCents,
      taxRateBasisPoints: sku.taxRateBasisPoints,
      unitsPerPack: sku.unitsPerPack,
      inStock: sku.stockOnHand === null || sku.stockOnHand > 0,
    })),
  };
}
