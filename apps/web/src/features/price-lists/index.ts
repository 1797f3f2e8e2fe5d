// A supplier's price lists (issue 36, part 3): the routes import these, never its files (docs/conventions.md, Boundaries).
export { priceListQueryOptions, priceListsQueryOptions } from './api/price-lists';
export { PriceListsTable } from './components/price-lists-table';
export { PriceListEditor } from './components/price-list-editor';
export { PriceListView } from './components/price-list-view';
export { DeletePriceList } from './components/delete-price-list';
