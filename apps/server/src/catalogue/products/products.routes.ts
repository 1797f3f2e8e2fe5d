import { IdParams, ProductDetail, VenuePricingQuery } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import { requireUser } from '../../identity';
import { publicErrorResponses } from '../../shared/responses';
import { pricingVenueFor } from '../venue-prices/venue-prices.service';
import { getProduct } from './products.service';
import { declareRoutes } from '../../platform';

export const productsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['products'] });
  routes.public(
    'GET /api/products/:id',
    {
      summary: 'One product with its SKUs and supplier',
      description:
        "By id, slug or a former slug (the answer carries the current slug: redirect to it). With `venueId` (signed in as a member of that venue) each SKU carries the price that venue pays for one (its own, or its price list's).",
      params: IdParams,
      querystring: VenuePricingQuery,
      response: { 200: ProductDetail, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    async ({ params, query, request }) => {
      const viewer = query.venueId ? await requireUser(request) : null;
      return getProduct(db, params.id, await pricingVenueFor(db, viewer, query.venueId));
    },
  );
};
