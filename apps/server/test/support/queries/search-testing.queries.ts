import { sql } from 'drizzle-orm';
import { executeRows, sqlClientOf, type Database } from '@tapline/db';
import { lexemeRank } from '../../../src/catalogue/search/product-ranking.queries';
import {
  suggestOrganisations,
  suggestProductsClosest,
  suggestProductsStartingWith,
  suggestProductsWithWordStarting,
  withSuggestThreshold,
  type NameSearch,
} from '../../../src/catalogue/search/suggest.queries';

/** Many products of one supplier and many venues, named alike, and fresh statistics: a catalogue where scans are dear. */
export async function generateNamedCatalogue(db: Database, supplierId: string, counts: { products: number; venues: number }) {
  await db.execute(
    sql`insert into organisations (type, slug, name) select 'venue', 'generated-venue-' || n, 'Generated Tavern ' || n from generate_series(1, ${counts.venues}) n`,
  );
  await db.execute(
    sql`insert into products (supplier_id, slug, name, status) select ${supplierId}, 'generated-lager-' || n, 'Generated Lager ' || n, 'active' from generate_series(1, ${counts.products}) n`,
  );
  await db.execute(sql`analyze organisations`);
  await db.execute(sql`analyze products`);
}

/** The plans of the product and venue suggestion queries, as EXPLAIN prints them. */
export async function explainSuggestions(
  db: Database,
  search: NameSearch,
): Promise<{ productsStarting: string; productsWithWord: string; products: string; venues: string }> {
  return withSuggestThreshold(db, async (tx) => {
    const explain = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const { rows } = await sqlClientOf(tx).executeSql(`explain ${text}`, params);
      return rows.map((row) => Object.values(row).join('')).join('\n');
    };
    return {
      productsStarting: await explain(suggestProductsStartingWith(tx, search)),
      productsWithWord: await explain(suggestProductsWithWordStarting(tx, search)),
      products: await explain(suggestProductsClosest(tx, search)),
      venues: await explain(suggestOrganisations(tx, 'venue', search)),
    };
  });
}

/**
 * For one lexeme of a document with a name (A), a style (B) and a description (C): the rank product_postings
 * (migration 0026) stores for it, and the rank relevance sorts by (lexemeRank).
 */
export async function postingAndRelevanceRanks(
  db: Database,
  document: { name: string; style: string; description: string },
  lexeme: string,
) {
  const vector = sql`setweight(to_tsvector('english', ${document.name}), 'A') || setweight(to_tsvector('english', ${document.style}), 'B') || setweight(to_tsvector('english', ${document.description}), 'C')`;
  const [row] = await executeRows<{ posting: number | null; relevance: number }>(
    db,
    sql`select (select rank from product_postings(${vector}) where lexeme = ${lexeme}) as posting, ${lexemeRank(vector, lexeme)} as relevance`,
  );
  return row!;
}
