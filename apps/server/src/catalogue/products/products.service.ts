import { PACKS_ON_CARD, type ProductDetail } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { toProductImage } from '../images/images.service';
import { toSummary } from '../search/product-search.service';
import { findPublicProduct, findPublicProductPage } from './products.queries';

/** An active product of an active supplier, by uuid or slug; 404 otherwise. */
export async function requirePublicProduct(db: Database, idOrSlug: string) {
  const product = await findPublicProduct(db, idOrSlug);
  if (!product) throw AppError.notFound('Product');
  return product;
}

export async function getProduct(db: Database, idOrSlug: string, pricingVenueId?: string): Promise<ProductDetail> {
  const product = await findPublicProductPage(db, idOrSlug, pricingVenueId);
  if (!product) throw AppError.notFound('Product');
  const { skus: skuRows } = product;
  const prices = skuRows.map((sku) => sku.venuePriceCents ?? sku.unitPriceCents);
  const images = product.images.map(toProductImage);
  return {
    ...toSummary({
      ...product,
      fromPriceCents: prices.length > 0 ? Math.min(...prices) : null,
      packs: skuRows
        .map((sku) => ({
          skuId: sku.id,
          name: sku.name,
          unitPriceCents: sku.venuePriceCents ?? sku.unitPriceCents,
          inStock: sku.stockOnHand === null || sku.stockOnHand > 0,
        }))
        .sort((a, b) => a.unitPriceCents - b.unitPriceCents || a.name.localeCompare(b.name))
        .slice(0, PACKS_ON_CARD),
    }),
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
