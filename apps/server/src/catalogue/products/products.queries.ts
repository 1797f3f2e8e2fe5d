import { and, asc, eq, sql } from 'drizzle-orm';
import { onTapEntries, organisations, products, skus, venuePrices, type Database } from '@tapline/db';
import { pouringNowAs } from '../../shared/on-tap-conditions.queries';
import { bySupplier, productIdentified, supplierColumns } from '../../shared/product-conditions.queries';
import { coverImageUrl } from '../../shared/product-images.queries';

// One public product and its SKUs (the product page); lists and search are catalogue/search.

export async function findPublicProduct(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      style: products.style,
      abv: products.abv,
      ibu: products.ibu,
      origin: products.origin,
      tags: products.tags,
      packFormats: products.packFormats,
      imageUrl: coverImageUrl('detail'),
      ...supplierColumns,
      onTapCount:
        sql<number>`(select count(*) from ${onTapEntries} ot join ${organisations} v on v.id = ot.venue_id where ot.product_id = ${products.id} and ${pouringNowAs('ot')} and v.status = 'active')`.mapWith(
          Number,
        ),
    })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(and(productIdentified(idOrSlug), eq(products.status, 'active'), eq(organisations.status, 'active')));
  return row;
}

/** The product's active SKUs, with the venue's own price of each when a venue is given (null where it has none). */
export async function listActiveSkus(db: Database, productId: string, pricingVenueId?: string) {
  return db
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      unitPriceCents: skus.unitPriceCents,
      taxRateBasisPoints: skus.taxRateBasisPoints,
      unitsPerPack: skus.unitsPerPack,
      volumeMl: skus.volumeMl,
      stockOnHand: skus.stockOnHand,
      venuePriceCents: venuePrices.unitPriceCents,
    })
    .from(skus)
    .leftJoin(
      venuePrices,
      and(eq(venuePrices.skuId, skus.id), pricingVenueId === undefined ? sql`false` : eq(venuePrices.venueId, pricingVenueId)),
    )
    .where(and(eq(skus.productId, productId), eq(skus.status, 'active')))
    .orderBy(asc(skus.sortOrder), asc(skus.unitPriceCents), asc(skus.code));
}
