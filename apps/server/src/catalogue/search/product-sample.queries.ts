import { and, sql, type SQL } from 'drizzle-orm';
import { executePlannedOnceRows, executeRows, organisations, products, type Database } from '@tapline/db';
import { packFormats, type ProductSort } from '@tapline/contracts';
import { orderFor, publicProductPageIds } from './product-ranking.queries';
import { productRowJson, type ProductRow } from './product-rows.queries';
import { packBit, walkedPostings, walks } from './product-walk.queries';
import { bySupplier } from '../../shared/product-conditions.queries';
import { publicProductConditions, type ProductFilter } from './public-products.queries';

export interface ProductSampleRow {
  kind: 'row' | 'total' | 'tag' | 'style' | 'supplier' | 'pack';
  value: string | null;
  count: number;
  slug: string | null;
  name: string | null;
  /** a 'row': the page's product at position `count` (`productRowJson`) */
  product: ProductRow | null;
}

/**
 * One statement for what a list answers (decisions 0097, 0122): the first `cap` + 1 matches in the list's own order
 * (`matched`), and from them the page's products (when the page lies within the first `cap`), their number (one
 * more than `cap` says the total is not exact) and the facets over the first `cap` (each value's count; the most
 * frequent tags, styles and suppliers). A page past `cap` takes its ids from publicProductPageIds, in the same
 * statement: one round trip a list, however deep. Rows `(kind, value, count, slug, name, product)`; the SQL, so the
 * EXPLAIN test reads what is sent.
 */
export function publicProductSample(
  filter: ProductFilter & { sort: ProductSort; limit: number; offset: number },
  db: Database,
  cap: number,
): SQL {
  const matched = walks(filter)
    ? walkedPostings(filter, db, cap)
    : db
        .select({
          id: products.id,
          tags: products.tags,
          style: products.style,
          packs: sql<number>`pack_mask(${products.packFormats})`.as('packs'),
          supplierId: products.supplierId,
        })
        .from(products)
        .where(and(...publicProductConditions(filter)))
        .orderBy(...orderFor(filter.sort, filter))
        .limit(cap + 1);
  // the page's products themselves, not only their ids (decision 0122): within the first `cap` from `matched`, past
  // them from the order's index (decision 0159)
  const page =
    filter.offset + filter.limit <= cap
      ? sql`select m.id, m.position from matched m
          where m.position > ${filter.offset} and m.position <= ${filter.offset + filter.limit}`
      : sql`select d.id, row_number() over () as position from (${publicProductPageIds(db, filter)}) d`;
  return sql`with matched as materialized (select m.*, row_number() over () as position from (${matched}) m)
    select 'row' as kind, null as value, pg.position::int as count, null as slug, null as name,
        ${productRowJson(filter.pricingVenueId)} as product
      from (${page}) pg join ${products} on ${products.id} = pg.id join ${organisations} on ${bySupplier}
    union all select 'total', null, count(*)::int, null, null, null from matched
    union all (select 'tag', tag, count(*)::int, null, null, null from (select unnest(tags) as tag from matched
      where position <= ${cap}) t group by tag order by 3 desc, 2 limit 40)
    union all (select 'style', style, count(*)::int, null, null, null from matched
      where position <= ${cap} and style <> '' group by style order by 3 desc, 2 limit 30)
    -- the supplier facet's 30 names read by id, rather than joining every organisation
    union all (select 'supplier', s.supplier_id::text, s.n, (select o.slug from ${organisations} o where o.id = s.supplier_id),
        (select o.name from ${organisations} o where o.id = s.supplier_id), null
      from (select supplier_id, count(*)::int as n from matched where position <= ${cap} group by supplier_id order by 2 desc, 1 limit 30) s)
    union all (select 'pack', v.format, v.n, null, null, null
      from (select array[${packCounts}]::int[] as n from matched where position <= ${cap}) c,
        unnest(${sql.param([...packFormats])}::text[], c.n) as v(format, n) where v.n > 0)`;
}

/**
 * How many of `matched` hold each pack format, in one pass (packFormats' order), from each one's bits (`packs`):
 * cheaper than unnesting every product's formats and grouping them, for four known values.
 */
const packCounts = sql.join(
  packFormats.map((format) => sql.raw(`count(*) filter (where (packs & ${packBit(format)}) <> 0)`)),
  sql`, `,
);

export async function listPublicProductSample(
  db: Database,
  filter: ProductFilter & { sort: ProductSort; limit: number; offset: number },
  cap: number,
): Promise<ProductSampleRow[]> {
  const statement = publicProductSample(filter, db, cap);
  // a walk's plan is the same for every word (the postings' index, read in its order): planned once (decision
  // 0123); a ranked search is planned for its words each time, as how many products hold them decides the plan
  return walks(filter) ? executePlannedOnceRows<ProductSampleRow>(db, statement) : executeRows<ProductSampleRow>(db, statement);
}
