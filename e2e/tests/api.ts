import type { APIRequestContext } from '@playwright/test';
import type { Paginated, ProductDetail, ProductList, SupplierDetail, SupplierSummary, VenueMenu, VenueSummary } from '@tapline/contracts';

/** Reads the same API the screens read, so journeys assert against the real demo data, not copies of it. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const config = (await (await request.get('/config.json')).json()) as { functionsKey: string };
  const response = await request.get(path, { headers: { 'x-functions-key': config.functionsKey } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export const api = {
  products: (request: APIRequestContext, query = '') => apiGet<ProductList>(request, `/api/products${query}`),
  product: (request: APIRequestContext, id: string) => apiGet<ProductDetail>(request, `/api/products/${id}`),
  venues: (request: APIRequestContext) => apiGet<Paginated<VenueSummary>>(request, '/api/venues?pageSize=100'),
  menu: (request: APIRequestContext, id: string) => apiGet<VenueMenu>(request, `/api/venues/${id}/menu`),
  suppliers: (request: APIRequestContext) => apiGet<Paginated<SupplierSummary>>(request, '/api/suppliers?pageSize=100'),
  supplier: (request: APIRequestContext, id: string) => apiGet<SupplierDetail>(request, `/api/suppliers/${id}`),
};
