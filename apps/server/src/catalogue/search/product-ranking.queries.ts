import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products, type Database } from '@tapline/db';
import type { ProductSort } from '@tapline/contracts';
import { similarText, WORD_LEXEMES_MAX, wordsQuery } from './product-search-words.queries';
import { fromPrice } from './product-rows.queries';
import { publicProductConditions, type ProductFilter } from './public-products.queries';

/** The document's weights {D, C, B, A} as relevance and the postings (product_postings, migration 0026) rank it. */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.02, 0.05, 1}'`);

/** A document's rank for one lexeme alone, as relevance sorts and as product_postings stores it (a test ties the two). */
export function lexemeRank(document: SQLWrapper, lexeme: string): SQL {
  return sql`ts_rank(${RANK_WEIGHTS}, ${document}, ('''' || replace(replace(${lexeme}::text, '\\', '\\\\'), '''', '''''') || '''')::tsquery)`;
}

/** Whether a one-word search ranks by the best of the word's lexemes (decision 0123): two to WORD_LEXEMES_MAX of them. */
function bestOfLexemes(lexemes: string[] | undefined): lexemes is string[] {
  return lexemes !== undefined && lexemes.length >= 2 && lexemes.length <= WORD_LEXEMES_MAX;
}

/** Each order ends in name and id so pages never overlap; the ones without a search walk an index (decision 0097). */
export function orderFor(sort: ProductSort, filter: ProductFilter): SQL[] {
  const price = fromPrice(filter.pricingVenueId);
  const terms = filter.terms ?? [];
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price-asc':
      return [sql`${price} asc nulls last`, asc(products.name), asc(products.id)];
    case 'price-desc':
      return [sql`${price} desc nulls last`, asc(products.name), asc(products.id)];
    case 'abv-desc':
      return [sql`${products.abv} desc nulls last`, asc(products.name), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.name), asc(products.id)];
    case 'relevance':
      if (terms.length === 0) return [asc(products.name), asc(products.id)];
      if (filter.similar) {
        return [sql`strict_word_similarity(${similarText(terms)}, ${products.name}) desc`, asc(products.name), asc(products.id)];
      }
      // by rank over the weighted document; a name (A) counts fifty times a description (C) and twenty times the
      // style, tags or supplier (B), so a match in the name comes first
      if (bestOfLexemes(filter.lexemes)) {
        // one word that starts several words of the catalogue: the best of them, each ranked as its postings are
        // (product_postings, migration 0026), so a walk over their postings gives this very order (decision 0123)
        const ranks = filter.lexemes.map((lexeme) => lexemeRank(products.searchVector, lexeme));
        return [sql`greatest(${sql.join(ranks, sql`, `)}) desc`, asc(products.name), asc(products.id)];
      }
      return [sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ${wordsQuery(terms)}) desc`, asc(products.name), asc(products.id)];
  }
}

/**
 * The ids of one page of products in `sort` order: for the orders without a search, from the order's index alone.
 * A query builder, so the EXPLAIN test reads the SQL it sends.
 */
export function publicProductPageIds(db: Database, filter: ProductFilter & { sort: ProductSort; limit: number; offset: number }) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...publicProductConditions(filter)))
    .orderBy(...orderFor(filter.sort, filter))
    .limit(filter.limit)
    .offset(filter.offset);
}
