import { eq, or, sql, type SQL } from 'drizzle-orm';
import { products, productSlugHistory } from '@tapline/db';
import { isUuid } from './id-or-slug';

/**
 * A product by uuid, slug, or a slug it had before a rename (decision 0067): old links keep working and the answer
 * carries the current slug. Shared by the public catalogue (products) and the supplier's own (catalogue).
 */
export function productIdentified(idOrSlug: string): SQL {
  if (isUuid(idOrSlug)) return eq(products.id, idOrSlug);
  return or(
    eq(products.slug, idOrSlug),
    sql`exists (select 1 from ${productSlugHistory} h where h.slug = ${idOrSlug} and h.product_id = ${products.id})`,
  ) as SQL;
}
