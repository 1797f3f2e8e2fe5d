import { IdParams, ProductDetail, VenuePricingQuery } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import { requireUser } from '../../identity';
import { publicErrorResponses } from '../../shared/responses';
import { pricingVenueFor } from '../venue-prices/venue-prices.service';
import { getProduct } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/products/:id',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['products'],
        summary: 'One product with its SKUs and supplier',
        description:
          "By id, slug or a former slug (the answer carries the current slug: redirect to it). With `venueId` (signed in as a member of that venue) each SKU carries that venue's own price.",
        params: IdParams,
        querystring: VenuePricingQuery,
        response: { 200: ProductDetail, ...publicErrorResponses },
      },
    },
    async (request) => {
      const viewer = request.query.venueId ? await requireUser(request) : null;
      return getProduct(db, request.params.id, await pricingVenueFor(db, viewer, request.query.venueId));
    },
  );
};
