import { and, eq, sql } from 'drizzle-orm';
import { onTapEntries, organisations, productImages, products, skus, type Database } from '@tapline/db';
import { pouringNowAs } from '../../shared/on-tap-conditions.queries';
import { bySupplier, productIdentified, supplierColumns } from '../../shared/product-conditions.queries';
import { coverImageUrl } from '../../shared/product-images.queries';
import { skusAliased, venuePriceJoin } from '../../shared/venue-price.queries';

// One public product and its SKUs (the product page); lists and search are catalogue/search.

const publicProductColumns = {
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
};

/** The product the address names, when it and its supplier are active: the public product pages' one condition. */
const publicProductIs = (idOrSlug: string) =>
  and(productIdentified(idOrSlug), eq(products.status, 'active'), eq(organisations.status, 'active'));

/** An active product of an active supplier, by uuid or slug (an old slug too). */
export async function findPublicProduct(db: Database, idOrSlug: string) {
  const [row] = await db.select(publicProductColumns).from(products).innerJoin(organisations, bySupplier).where(publicProductIs(idOrSlug));
  return row;
}

/**
 * A product's active SKU as its page lists it, with the price the venue pays for one where it isn't the list price
 * (its own, or its price list's: venuePriceJoin); null at list price or without a venue.
 */
export interface ActiveSku {
  id: string;
  code: string;
  name: string;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  unitsPerPack: number;
  volumeMl: number | null;
  stockOnHand: number | null;
  venuePriceCents: number | null;
}

/** A product image's row as its page shows it. */
export interface PublicImageRow {
  id: string;
  position: number;
  altText: string;
  width: number;
  height: number;
  thumbnailKey: string;
  cardKey: string;
  detailKey: string;
}

/**
 * The product page's whole read in one statement: the public product, its active SKUs in the page's order (with the
 * venue's prices when a venue is given) and its images, cover first. A statement costs the server a round trip and
 * a socket write whatever it reads (docs/performance.md), and this page is the catalogue's most read.
 */
export async function findPublicProductPage(db: Database, idOrSlug: string, pricingVenueId?: string) {
  const [pricedSkus, venuePrice] =
    pricingVenueId === undefined
      ? [sql`${skus} s`, sql`null`]
      : [
          sql`${skus} s cross join ${venuePriceJoin({ venueId: pricingVenueId, sku: skusAliased('s'), qty: 1 })}`,
          sql`case when venue_price.source <> 'list' then venue_price.unit_price_cents end`,
        ];
  const [row] = await db
    .select({
      ...publicProductColumns,
      skus: sql<ActiveSku[]>`coalesce((select json_agg(json_build_object('id', s.id, 'code', s.code, 'name', s.name,
        'unitPriceCents', s.unit_price_cents, 'taxRateBasisPoints', s.tax_rate_basis_points, 'unitsPerPack', s.units_per_pack,
        'volumeMl', s.volume_ml, 'stockOnHand', s.stock_on_hand, 'venuePriceCents', ${venuePrice})
        order by s.sort_order, s.unit_price_cents, s.code)
        from ${pricedSkus}
        where s.product_id = ${products.id} and s.status = 'active'), '[]'::json)`,
      images: sql<PublicImageRow[]>`coalesce((select json_agg(json_build_object('id', i.id, 'position', i.position,
        'altText', i.alt_text, 'width', i.width, 'height', i.height, 'thumbnailKey', i.thumbnail_key, 'cardKey', i.card_key,
        'detailKey', i.detail_key) order by i.position)
        from ${productImages} i where i.product_id = ${products.id}), '[]'::json)`,
    })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(publicProductIs(idOrSlug));
  return row;
}
