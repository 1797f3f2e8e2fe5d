import { ProductList, ProductListQuery, SearchSuggestions, SearchSuggestQuery } from '@tapline/contracts';
import { requireUser } from '../../identity';
import { pricingVenueFor } from '../venue-prices/venue-prices.service';
import { searchProducts } from './product-search.service';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicErrorResponses } from '../../shared/responses';
import { suggest } from './suggest.service';
import { declareRoutes } from '../../platform';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['products'] });
  routes.public(
    'GET /api/products',
    {
      summary: 'Search the public catalogue',
      description:
        'Active products of active suppliers. `q` searches names, styles, descriptions and suppliers; `tags` is comma-separated and every tag must match. With `venueId` (signed in as a member of that venue) prices are the ones that venue pays.',
      querystring: ProductListQuery,
      response: { 200: ProductList, ...publicErrorResponses },
      config: { publicAnswer: true, heavyRead: true },
    },
    async ({ query, request }) => {
      const viewer = query.venueId ? await requireUser(request) : null;
      return searchProducts(db, query, { pricingVenueId: await pricingVenueFor(db, viewer, query.venueId) });
    },
  );

  routes.public(
    'GET /api/search/suggest',
    {
      tags: ['search'],
      summary: 'Suggestions for the one search box: products, suppliers and venues',
      description:
        'Up to 5 of each whose name holds `q` or a word close to it (typos forgiven), names starting with `q` first. Fewer than two letters or digits answer three empty lists.',
      querystring: SearchSuggestQuery,
      response: { 200: SearchSuggestions, ...publicErrorResponses },
      config: { publicAnswer: true, heavyRead: true },
    },
    ({ query }) => suggest(db, query),
  );
};
