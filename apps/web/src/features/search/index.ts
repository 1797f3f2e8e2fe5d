// The one search box of the public pages: other features and routes import this, never its files (docs/conventions.md, Boundaries).
export { SuggestSearchBox } from './components/suggest-search-box';
export { SearchMatches } from './components/search-matches';
export { suggestionsQueryOptions } from './api/get-suggestions';
export { useDebouncedValue } from './use-debounced-value';
