export { imagesRoutes } from './images/images.routes';
export { productsRoutes } from './products/products.routes';
export {
  countProductPages,
  getProduct,
  listProductPages,
  pricingVenueFor,
  requirePublicProduct,
  searchProducts,
} from './products/products.service';
export { searchRoutes } from './search/search.routes';
export { suggest } from './search/suggest.service';
export { catalogueRoutes } from './supplier-catalogue/catalogue.routes';
export { suppliersRoutes } from './suppliers/suppliers.routes';
export { getSupplier, listSuppliers, listSuppliersToBrowse } from './suppliers/suppliers.service';
export { uploadsRoutes } from './uploads/uploads.routes';
export { venuePricesRoutes } from './venue-prices/venue-prices.routes';
