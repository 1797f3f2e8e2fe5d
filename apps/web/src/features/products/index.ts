// The products feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { ProductBrowser } from './components/product-browser';
export { apiQueryOf, productSearchSchema, type ProductSearch } from './search';
export { venuePriced } from './api/venue-priced';
export { ProductCard } from './components/product-card';
export { productsQueryOptions } from './api/get-products';
