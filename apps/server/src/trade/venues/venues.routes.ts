import {
  IdParams,
  OrganisationListQuery,
  paginated,
  ProductList,
  ProductListQuery,
  ProductVenue,
  VenueDetail,
  VenueMenu,
  VenueSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { publicErrorResponses } from '../../shared/responses';
import { getVenue, getVenueMenu, listVenueProducts, listVenues, listVenuesPouringProduct } from './venues.service';
import { declareRoutes } from '../../platform';

export const venuesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['venues'] });
  routes.public(
    'GET /api/venues',
    {
      summary: 'Active venues, by name; q matches name or suburb',
      querystring: OrganisationListQuery,
      response: { 200: paginated(VenueSummary), ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    ({ query }) => listVenues(db, query),
  );

  routes.public(
    'GET /api/venues/:id',
    {
      summary: 'One venue: profile, address, opening hours',
      params: IdParams,
      response: { 200: VenueDetail, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    ({ params }) => getVenue(db, params.id),
  );

  routes.public(
    'GET /api/venues/:id/menu',
    {
      summary: "The venue's public On Tap list: what pours now and what comes on next, in the venue's order",
      params: IdParams,
      response: { 200: VenueMenu, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    ({ params }) => getVenueMenu(db, params.id),
  );

  routes.public(
    'GET /api/venues/:id/products',
    {
      summary: 'Products the venue pours',
      params: IdParams,
      querystring: ProductListQuery,
      response: { 200: ProductList, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    async ({ params, query, request }) => listVenueProducts(db, query.venueId ? await requireUser(request) : null, params.id, query),
  );

  // Where a product is poured is a venue question: venues depend on products, never the reverse.
  routes.public(
    'GET /api/products/:id/venues',
    {
      summary: 'Venues pouring a product (where to drink it)',
      params: IdParams,
      response: { 200: z.object({ items: z.array(ProductVenue) }), ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    async ({ params }) => ({ items: await listVenuesPouringProduct(db, params.id) }),
  );
};
