import { sql, type SQL } from 'drizzle-orm';
import { executePlannedOnceRows, searchPostings, searchWords, type Database } from '@tapline/db';

/** At most this many words of a search are used. */
const SEARCH_TERMS_MAX = 8;

/**
 * The words of a search: runs of letters and digits, lower-cased. Everything else separates words, so nothing the
 * user types reaches the tsquery syntax; a search of punctuation only has no words (and matches nothing).
 */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_TERMS_MAX);
}

/** Every word, each also as the start of a longer one ("haz" finds hazy), stemmed as the documents are. */
export function wordsQuery(terms: string[]): SQL {
  return sql`to_tsquery('english', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}

/**
 * Name search by trigram similarity to whole words of the name ("hazzy" finds Hazy: `<<%`, strict word similarity
 * at pg_trgm's default 0.5, answered by the name's trigram index), for when the words themselves match nothing.
 */
export function similarText(terms: string[]): string {
  return terms.join(' ');
}

/**
 * Each word of a search, or the catalogue's word nearest to it (`search_words`, by trigram similarity at pg_trgm's
 * default 0.3, the most similar first; a word of the catalogue is nearest to itself): "hazzy ipa" → ["hazy", "ipa"].
 * A word with no word near it stays as it was typed.
 */
export async function nearestSearchWords(db: Database, terms: string[]): Promise<string[]> {
  const rows = await db
    .select({
      nearest: sql<string | null>`(select ${searchWords.word} from ${searchWords} where ${searchWords.word} % t.term
        order by similarity(${searchWords.word}, t.term) desc, ${searchWords.word} limit 1)`,
    })
    .from(sql`unnest(${sql.param(terms)}::text[]) with ordinality as t(term, n)`)
    .orderBy(sql`t.n`);
  return rows.map((row, index) => row.nearest ?? terms[index]!);
}

/**
 * A one-word search whose word starts several of the catalogue's lexemes ranks each product by the best of them
 * when there are at most this many (decision 0123); with more, by `ts_rank` over them all.
 */
export const WORD_LEXEMES_MAX = 32;
/** A one-word search reads its matches from the postings of its word's lexemes when there are at most this many. */
export const WALKED_LEXEMES_MAX = 8;

/**
 * The catalogue's lexemes starting with what a search word stems to (those the prefix search `word:*` matches: "haz"
 * → [hazi]; "sto" → [stone, stout, …]), in byte order, at most WORD_LEXEMES_MAX + 1 (one more says there are more);
 * [] when none does (the word matches nothing: a typo); undefined when the word stems to no lexeme or several.
 * Postings' lexemes are compared byte by byte (collation "C"), as the full-text prefix match compares them; each
 * lexeme is one probe of the postings' index (a loose index scan). Planned once (decision 0123).
 */
export async function searchLexemes(db: Database, term: string): Promise<string[] | undefined> {
  const [row] = await executePlannedOnceRows<{ single: boolean | null; lexemes: string[] | null }>(
    db,
    sql`with recursive stem as (select array_agg(t.lexeme) as stems from unnest(to_tsvector('english', ${term})) as t),
      -- each step's min() reads one table by outer values only, so it is one probe of the index (not a scan of the
      -- postings of the lexeme before)
      found(lexeme, upper, n) as (
        select (select min(${searchPostings.lexeme}) from ${searchPostings}
            where ${searchPostings.lexeme} >= s.stems[1] and ${searchPostings.lexeme} < s.stems[1] || chr(1114111)), s.stems[1] || chr(1114111), 1
          from stem s where cardinality(s.stems) = 1
        union all
        select (select min(${searchPostings.lexeme}) from ${searchPostings} where ${searchPostings.lexeme} > f.lexeme and ${searchPostings.lexeme} < f.upper),
            f.upper, f.n + 1
          from found f where f.lexeme is not null and f.n <= ${WORD_LEXEMES_MAX})
      select cardinality(stems) = 1 as single, (select array_agg(lexeme order by n) from found where lexeme is not null) as lexemes
      from stem`,
  );
  if (!row?.single) return undefined;
  return row.lexemes ?? [];
}
