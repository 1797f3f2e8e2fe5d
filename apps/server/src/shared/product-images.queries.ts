import { sql } from 'drizzle-orm';
import { productImages, products } from '@tapline/db';
import { UPLOADS_PATH } from './upload-urls';

// The cover picture's URL as a column, for the queries that answer with a product's imageUrl (products, venues):
// the first image by position, in the size asked for; else the product's own image_url (the demo art). The outer
// product's id is named with its table: in a query without joins drizzle leaves columns unqualified, and a bare
// "id" inside the subquery would be the image's own.

export function coverImageUrl(size: 'thumbnail' | 'card' | 'detail') {
  const key = { thumbnail: productImages.thumbnailKey, card: productImages.cardKey, detail: productImages.detailKey }[size];
  return sql<string | null>`coalesce(
    (select ${UPLOADS_PATH} || ${key} from ${productImages} where ${productImages.productId} = ${products}.${sql.identifier('id')} order by ${productImages.position} limit 1),
    ${products.imageUrl})`;
}
