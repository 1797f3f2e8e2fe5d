import { IdParams, ProductDetail, ProductList, ProductListQuery } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import { publicErrorResponses } from '../shared/responses';
import { getProduct, searchProducts } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Search the public catalogue',
        description:
          'Active products of active suppliers. `q` searches names, styles, descriptions and suppliers; `tags` is comma-separated and every tag must match.',
        querystring: ProductListQuery,
        response: { 200: ProductList, ...publicErrorResponses },
      },
    },
    async (request) => searchProducts(db, request.query),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with its SKUs and supplier',
        params: IdParams,
        response: { 200: ProductDetail, ...publicErrorResponses },
      },
    },
    async (request) => getProduct(db, request.params.id),
  );

};
