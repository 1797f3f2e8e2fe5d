// The supplier's own catalogue: other features and the routes import these, never its files (docs/conventions.md, Boundaries).
export { catalogueKeys } from './catalogue-keys';
export { catalogueSearchSchema } from './catalogue-search';
export { catalogueListQueryOptions, catalogueProductQueryOptions, useCatalogueList, useCatalogueProduct } from './api/catalogue-products';
export { BulkActions } from './components/bulk-actions';
export { CatalogueTable } from './components/catalogue-table';
export { StatusChip } from './components/status-chip';
export { useProductImages } from './api/product-images';
export { ImageManager } from './components/image-manager';
export { ProductEditor } from './components/product-editor';
export { StatusActions } from './components/status-actions';
export { SkuForm } from './components/sku-form';
export { SkuTable } from './components/sku-table';
export { useVenuePrices, venuePricesQueryOptions } from './api/venue-prices';
export { VenuePriceTable } from './components/venue-price-table';
export { CatalogueCsvImport } from './components/csv-import';
