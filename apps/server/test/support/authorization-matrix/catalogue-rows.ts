import { uniqueEmail } from '../auth-kit';
import { memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** The supplier's catalogue: any member of the supplier edits it; /api/products/{id}/… is its product's supplier's. */
export function catalogueRows(world: MatrixWorld): Row[] {
  const { target, freshProduct } = world;
  const at = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const matrixName = () => `Matrix ${uniqueEmail('product').split('@')[0]}`;
  const productUrl = async (path: string) => at(`/products/${(await freshProduct()).product.id}${path}`);
  const prices = () => at(`/venues/${target.venue.slug}/prices`);
  return [
    { route: 'GET /api/suppliers/:id/catalogue', expected: readers(200), request: () => ({ url: at('/catalogue') }) },
    {
      route: 'POST /api/suppliers/:id/products',
      expected: memberChanges(201),
      request: () => ({ url: at('/products'), payload: { name: matrixName() } }),
    },
    { route: 'GET /api/suppliers/:id/products/:productId', expected: readers(200), request: async () => ({ url: await productUrl('') }) },
    {
      route: 'PATCH /api/suppliers/:id/products/:productId',
      expected: memberChanges(200),
      request: async () => ({ url: await productUrl(''), payload: { version: 1, description: 'Changed by the matrix' } }),
    },
    ...(['publish', 'unpublish', 'archive'] as const).map((action) => ({
      route: `POST /api/suppliers/:id/products/:productId/${action}`,
      expected: memberChanges(200),
      request: async () => ({ url: await productUrl(`/${action}`) }),
    })),
    {
      route: 'POST /api/suppliers/:id/products/bulk-status',
      expected: memberChanges(200),
      request: async () => ({
        url: at('/products/bulk-status'),
        payload: { productIds: [(await freshProduct()).product.id], status: 'archived' },
      }),
    },
    {
      route: 'GET /api/products/:id/skus',
      type: 'supplier',
      expected: readers(200),
      request: async () => ({ url: `/api/products/${(await freshProduct()).product.id}/skus` }),
    },
    {
      route: 'POST /api/products/:id/skus',
      type: 'supplier',
      expected: memberChanges(201),
      request: async () => ({
        url: `/api/products/${(await freshProduct()).product.id}/skus`,
        payload: { code: uniqueEmail('SKU').split('@')[0], name: '50 L keg', unitPriceCents: 30000 },
      }),
    },
    {
      route: 'PATCH /api/products/:id/skus/:skuId',
      type: 'supplier',
      expected: memberChanges(200),
      request: async () => {
        const { product, sku } = await freshProduct();
        return { url: `/api/products/${product.id}/skus/${sku.id}`, payload: { version: 1, unitPriceCents: 100 } };
      },
    },
    { route: 'GET /api/suppliers/:id/venues/:venueId/prices', expected: readers(200), request: () => ({ url: prices() }) },
    {
      route: 'PUT /api/suppliers/:id/venues/:venueId/prices',
      expected: memberChanges(200),
      request: async () => ({ url: prices(), payload: { prices: [{ skuId: (await freshProduct()).sku.id, priceCents: 100 }] } }),
    },
    {
      route: 'DELETE /api/suppliers/:id/venues/:venueId/prices/:skuId',
      expected: memberChanges(204),
      request: async () => ({ url: `${prices()}/${(await freshProduct()).sku.id}` }),
    },
    { route: 'GET /api/suppliers/:id/products/export.csv', expected: readers(200), request: () => ({ url: at('/products/export.csv') }) },
    {
      route: 'GET /api/suppliers/:id/products/template.csv',
      expected: readers(200),
      request: () => ({ url: at('/products/template.csv') }),
    },
    {
      route: 'POST /api/suppliers/:id/products/import',
      expected: memberChanges(200),
      request: () => ({
        url: at('/products/import'),
        payload: {
          columns: ['product_name', 'sku_code', 'sku_name', 'price'],
          rows: [{ product_name: matrixName(), sku_code: uniqueEmail('CSV').split('@')[0], sku_name: 'Keg', price: '100.00' }],
          dryRun: false,
        },
      }),
    },
  ];
}

/** A product's pictures: its supplier's members keep them. */
export function productImageRows(world: MatrixWorld): Row[] {
  const { freshProduct, freshImage, pngForm } = world;
  const supplier = { type: 'supplier' as const };
  return [
    {
      ...supplier,
      route: 'GET /api/products/:id/images',
      expected: readers(200),
      request: async () => ({ url: `/api/products/${(await freshImage()).product.id}/images` }),
    },
    {
      ...supplier,
      route: 'POST /api/products/:id/images',
      expected: memberChanges(201),
      request: async () => ({ url: `/api/products/${(await freshProduct()).product.id}/images`, payload: pngForm('image') }),
    },
    {
      ...supplier,
      route: 'PATCH /api/products/:id/images/:imageId',
      expected: memberChanges(200),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/${image.id}`, payload: { altText: 'A can' } };
      },
    },
    {
      ...supplier,
      route: 'PUT /api/products/:id/images/order',
      expected: memberChanges(200),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/order`, payload: { imageIds: [image.id] } };
      },
    },
    {
      ...supplier,
      route: 'DELETE /api/products/:id/images/:imageId',
      expected: memberChanges(204),
      request: async () => {
        const { product, image } = await freshImage();
        return { url: `/api/products/${product.id}/images/${image.id}` };
      },
    },
  ];
}
