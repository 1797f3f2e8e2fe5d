import { SUGGESTIONS_PER_GROUP, type SearchSuggestions, type SearchSuggestQuery } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import {
  suggestOrganisations,
  suggestProductsClosest,
  suggestProductsStartingWith,
  suggestProductsWithWordStarting,
  withSuggestThreshold,
  type NameSearch,
} from './suggest.queries';

/** fewer letters or digits than this answer nothing: one letter matches half the catalogue and helps nobody */
const MIN_SEARCH_CHARACTERS = 2;

const nothing: SearchSuggestions = { products: [], suppliers: [], venues: [] };

/**
 * Names starting with the text first (by name), then names with a word starting with it (by name), then the closest.
 * Each later step runs only when the earlier ones found fewer than the limit: ranking a short, common text by word
 * similarity reads every name holding it (a fifth of 100,000 generated products for "haz", 220 ms), where the names
 * starting with it are a range of an index, and a word inside a name is a lookup in the search document's index
 * (decision 0102, amended).
 */
async function suggestProducts(db: Database, search: NameSearch) {
  const starting = await suggestProductsStartingWith(db, search);
  if (starting.length >= search.limit) return starting;
  const seen = new Set(starting.map((product) => product.id));
  // those starting with the text have a word starting with it too: ask for enough to fill the list without them
  const inside = await suggestProductsWithWordStarting(db, { ...search, limit: search.limit + starting.length });
  const found = [...starting, ...inside.filter((product) => !seen.has(product.id))].slice(0, search.limit);
  return found.length >= search.limit ? found : suggestProductsClosest(db, search);
}

/** Products, suppliers and venues whose names match what has been typed so far; a few of each. */
export async function suggest(db: Database, query: SearchSuggestQuery): Promise<SearchSuggestions> {
  const text = (query.q ?? '').replace(/\s+/g, ' ').trim();
  const words = text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (words.replace(/ /g, '').length < MIN_SEARCH_CHARACTERS) return nothing;
  const search = { text, words, limit: SUGGESTIONS_PER_GROUP };
  return withSuggestThreshold(db, async (tx) => ({
    products: await suggestProducts(tx, search),
    suppliers: await suggestOrganisations(tx, 'supplier', search),
    venues: await suggestOrganisations(tx, 'venue', search),
  }));
}
