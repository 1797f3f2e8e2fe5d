// The products feature's public surface: other features import these, never its files (docs/conventions.md, Boundaries).
export { ProductBrowser } from './components/product-browser';
export { apiQueryOf, productSearchSchema, type ProductSearch, tagsOf } from './search';
export { venuePriced } from './api/venue-priced';
export { ProductCard, ProductGrid } from './components/product-card';
export { productsQueryOptions, useProducts } from './api/get-products';
export { productQueryOptions, useProduct } from './api/get-product';
export { loadProduct } from './api/load-product';
export { ProductDetail } from './components/product-detail';
export { useProductVenues } from './api/get-product-venues';
