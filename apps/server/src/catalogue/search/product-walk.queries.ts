import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { products, searchPostings, type Database } from '@tapline/db';
import { packFormats, type PackFormat, type ProductSort } from '@tapline/contracts';
import { abvConditions, priceAndStockConditions, supplierActive, type ProductFilter } from './public-products.queries';

/** A pack format's bit in a posting's `packs` (SQL `pack_mask`, migration 0033): 1 << its place in packFormats. */
export const packBit = (format: PackFormat): number => 1 << packFormats.indexOf(format);

/**
 * The walk's conditions on a lexeme's postings (decisions 0122, 0158): only active products have postings; the
 * public check, the pack and ABV filters read the posting's own copy of the product (supplier, packs, ABV); the
 * supplier's status is read now (`supplierActive`). Price and stock filters read the product's row (`onProduct`),
 * joined by its key.
 */
function postingConditions(filter: ProductFilter, lexeme: string, onProduct: SQL[]): SQL[] {
  const conditions: SQL[] = [sql`${searchPostings.lexeme} = ${lexeme}`, supplierActive(searchPostings.supplierId)];
  if (filter.packs && filter.packs.length > 0) {
    const mask = filter.packs.reduce((bits, format) => bits | packBit(format), 0);
    conditions.push(sql`(${searchPostings.packs} & ${mask}::smallint) <> 0`);
  }
  return [...conditions, ...abvConditions(filter, searchPostings), ...onProduct];
}

/**
 * The first `cap` + 1 of the word's public products that pass the filters, in the list's order, from its lexemes'
 * postings' index alone, without visiting a product (decisions 0121, 0122, 0123). One lexeme: its postings in the
 * index's order (rank, name, id), which is the list's. Several: each lexeme's first `cap` + 1 postings, each product
 * once at its best posting, in the same order. That is the list's first `cap` + 1 by the best of the lexemes: a
 * product whose best posting is further down its lexeme's postings than `cap` + 1 has more than `cap` products
 * before it.
 */
export function walkedPostings(filter: ProductFilter & { lexemes: string[] }, db: Database, cap: number): SQL {
  const onProduct = priceAndStockConditions(filter);
  const lexemeWalk = (lexeme: string, orderColumns: boolean) => {
    const walk = db
      .select({
        // named as the products' column, which the rest of the sample statement reads
        id: sql<string>`${searchPostings.productId}`.as('id'),
        tags: searchPostings.tags,
        style: searchPostings.style,
        packs: searchPostings.packs,
        supplierId: searchPostings.supplierId,
        ...(orderColumns ? { rank: searchPostings.rank, name: searchPostings.name } : {}),
      })
      .from(searchPostings);
    return (onProduct.length > 0 ? walk.innerJoin(products, eq(products.id, searchPostings.productId)) : walk)
      .where(and(...postingConditions(filter, lexeme, onProduct)))
      .orderBy(sql`${searchPostings.rank} desc nulls last`, asc(searchPostings.name), asc(searchPostings.productId))
      .limit(cap + 1);
  };
  const [only] = filter.lexemes;
  if (filter.lexemes.length === 1 && only !== undefined) return sql`${lexemeWalk(only, false)}`;
  const walks = sql.join(
    filter.lexemes.map((lexeme) => sql`(${lexemeWalk(lexeme, true)})`),
    sql` union all `,
  );
  return sql`select d.id, d.tags, d.style, d.packs, d.supplier_id
    from (select distinct on (u.id) u.* from (${walks}) u order by u.id, u.rank desc nulls last, u.name) d
    order by d.rank desc nulls last, d.name, d.id limit ${cap + 1}`;
}

/**
 * Whether the sample reads the word's postings in their order (decisions 0121, 0123) rather than ranking every match:
 * as the search decided (`walk`: one to WALKED_LEXEMES_MAX lexemes, no selective filter).
 */
export const walks = (filter: ProductFilter & { sort: ProductSort }): filter is ProductFilter & { sort: ProductSort; lexemes: string[] } =>
  filter.walk === true && filter.lexemes !== undefined && filter.sort === 'relevance';
