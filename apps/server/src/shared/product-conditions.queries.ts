import { eq, sql, type SQL } from 'drizzle-orm';
import { organisations, products, productSlugHistory } from '@tapline/db';
import { isUuid } from './id-or-slug';

/**
 * A product by uuid, slug, or a slug it had before a rename (decision 0067): old links keep working and the answer
 * carries the current slug. Shared by the public catalogue (products) and the supplier's own (catalogue).
 */
export function productIdentified(idOrSlug: string): SQL {
  if (isUuid(idOrSlug)) return eq(products.id, idOrSlug);
  // the ids the slug names, each found through its unique index (an OR of the two would read every product)
  return sql`${products.id} in (select p.id from ${products} p where p.slug = ${idOrSlug}
    union all select h.product_id from ${productSlugHistory} h where h.slug = ${idOrSlug})`;
}

/** The product's supplier (joined as `organisations`) and the currency its prices are in. */
export const supplierColumns = {
  supplierId: organisations.id,
  supplierSlug: organisations.slug,
  supplierName: organisations.name,
  currency: organisations.currency,
};

/** The supplier joined as `organisations`, as every product list reads it. */
export const bySupplier = eq(organisations.id, products.supplierId);
