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

export const venuesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/venues',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['venues'],
        summary: 'Active venues, by name; q matches name or suburb',
        querystring: OrganisationListQuery,
        response: { 200: paginated(VenueSummary), ...publicErrorResponses },
      },
    },
    async (request) => listVenues(db, request.query),
  );

  app.get(
    '/api/venues/:id',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['venues'],
        summary: 'One venue: profile, address, opening hours',
        params: IdParams,
        response: { 200: VenueDetail, ...publicErrorResponses },
      },
    },
    async (request) => getVenue(db, request.params.id),
  );

  app.get(
    '/api/venues/:id/menu',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['venues'],
        summary: "The venue's public On Tap list: what pours now and what comes on next, in the venue's order",
        params: IdParams,
        response: { 200: VenueMenu, ...publicErrorResponses },
      },
    },
    async (request) => getVenueMenu(db, request.params.id),
  );

  app.get(
    '/api/venues/:id/products',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['venues'],
        summary: 'Products the venue pours',
        params: IdParams,
        querystring: ProductListQuery,
        response: { 200: ProductList, ...publicErrorResponses },
      },
    },
    async (request) => listVenueProducts(db, request.query.venueId ? await requireUser(request) : null, request.params.id, request.query),
  );

  // Where a product is poured is a venue question: venues depend on products, never the reverse.
  app.get(
    '/api/products/:id/venues',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['venues'],
        summary: 'Venues pouring a product (where to drink it)',
        params: IdParams,
        response: { 200: z.object({ items: z.array(ProductVenue) }), ...publicErrorResponses },
      },
    },
    async (request) => ({ items: await listVenuesPouringProduct(db, request.params.id) }),
  );
};
