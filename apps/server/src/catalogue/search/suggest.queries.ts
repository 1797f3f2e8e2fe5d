import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { organisations, products, type Database } from '@tapline/db';
import { startsWithPattern } from '../../shared/like-pattern';
import { physical, physicalJoin } from '../../shared/organisation-conditions.queries';

// The one search box (decision 0102): names holding a part close to what was typed (`<%`, pg_trgm's word
// similarity): "cro" finds "Crown & Anchor", "harbor" finds "Harbour Brewing", "hazzy" finds "Hazy IPA". One
// operator, answered by the trigram GIN index on the name: an OR with ILIKE or `<<%` made the planner read every
// row (464 ms at 100,000 products on PGlite, against 8 ms). Names starting with the text come first, then the closest.

/** pg_trgm's default (0.6) misses "hazzy" for "hazy" (0.57); 0.5 still keeps "lager" from finding "pale" */
const WORD_SIMILARITY_THRESHOLD = 0.5;

export interface NameSearch {
  /** the text as typed (trimmed): names starting with it come first */
  text: string;
  /** its letters and digits, for the word similarity */
  words: string;
  limit: number;
}

function nameMatches(name: typeof products.name | typeof organisations.name, search: NameSearch): SQL {
  return sql`${search.words} <% ${name}`;
}

function bestFirst(name: typeof products.name | typeof organisations.name, search: NameSearch): SQL[] {
  return [desc(sql`${name} ilike ${startsWithPattern(search.text)}`), desc(sql`word_similarity(${search.words}, ${name})`), asc(name)];
}

const productSuggestion = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  style: products.style,
  supplier: { id: organisations.id, slug: organisations.slug, name: organisations.name },
};

/** Active products of active suppliers that meet `condition`, as suggestions. */
function productSuggestionsWhere(db: Database, condition: SQL | undefined) {
  return db
    .select(productSuggestion)
    .from(products)
    .innerJoin(organisations, eq(organisations.id, products.supplierId))
    .where(and(eq(products.status, 'active'), eq(organisations.status, 'active'), condition));
}

/** A product name's lower case in byte order: the expression of products_name_prefix_idx, as it must be written. */
const lowerName = sql`(lower(${products.name}) collate "C")`;

/**
 * Active products of active suppliers whose name starts with the text, by name: a range of products_name_prefix_idx
 * read in its order, which stops at the limit (decision 0102, amended). The bounds are expressions of the
 * parameter, so a prepared statement's generic plan uses the index too (a LIKE pattern parameter would not).
 */
export function suggestProductsStartingWith(db: Database, search: NameSearch) {
  const from = sql`(lower(${search.text}) collate "C")`;
  // U+10FFFF is the last character: every name starting with the text sorts below the text followed by it
  const to = sql`((lower(${search.text}) || chr(1114111)) collate "C")`;
  return productSuggestionsWhere(db, and(sql`${lowerName} >= ${from}`, sql`${lowerName} < ${to}`))
    .orderBy(lowerName, asc(products.id))
    .limit(search.limit);
}

/** Each word of the text as the start of a word of the name (weight A: the name's part of the search document). */
function nameWordsStartingWith(words: string): SQL {
  return sql`to_tsquery('english', ${words
    .split(' ')
    .map((word) => `${word}:*A`)
    .join(' & ')})`;
}

/**
 * Active products of active suppliers with a word of their name starting with each word of the text ("pel" finds
 * "Salty Pelican Lager"), by name: the search document's GIN index for a rare word, the name's order for a common
 * one (the planner picks; decision 0102, amended 2026-11-26).
 */
export function suggestProductsWithWordStarting(db: Database, search: NameSearch) {
  return productSuggestionsWhere(db, sql`${products.searchVector} @@ ${nameWordsStartingWith(search.words)}`)
    .orderBy(lowerName, asc(products.id))
    .limit(search.limit);
}

/** Active products of active suppliers whose name matches: those starting with the text first, then the closest. */
export function suggestProductsClosest(db: Database, search: NameSearch) {
  return productSuggestionsWhere(db, nameMatches(products.name, search))
    .orderBy(...bestFirst(products.name, search), asc(products.id))
    .limit(search.limit);
}

/** Active organisations of one type whose name matches, with the suburb of their physical address. */
export function suggestOrganisations(db: Database, type: 'venue' | 'supplier', search: NameSearch) {
  return db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name, suburb: physical.suburb })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(and(eq(organisations.type, type), eq(organisations.status, 'active'), nameMatches(organisations.name, search)))
    .orderBy(...bestFirst(organisations.name, search), asc(organisations.id))
    .limit(search.limit);
}

/**
 * a transaction's statements are not cancelled with the request (decision 0103): the suggest read is short, and
 * PostgreSQL stops it past this
 */
const SUGGEST_STATEMENT_TIMEOUT = '2s';

/** Runs `read` with the search box's similarity threshold and time limit, in a transaction so the settings end with it. */
export async function withSuggestThreshold<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('statement_timeout', ${SUGGEST_STATEMENT_TIMEOUT}, true)`,
    );
    return read(tx as unknown as Database);
  });
}
