import { ErrorBody, IdParams, SupplierOverview, VenueOverview } from '@tapline/contracts';
import { z } from 'zod';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { dismissVenueGettingStarted, getSupplierOverview, getVenueOverview } from './overview.service';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  ...privateErrorResponses,
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/venues/:id/overview',
    {
      schema: {
        tags: ['overview'],
        summary: "The venue dashboard's landing page: orders under way, deliveries due, your cart, taps, team, recent orders (any member)",
        security: privateSecurity,
        params: IdParams,
        response: { 200: VenueOverview, ...errors },
      },
    },
    async (request) => getVenueOverview(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/venues/:id/getting-started/dismiss',
    {
      schema: {
        tags: ['overview'],
        summary: "Puts the venue's getting-started checklist away, for everyone in it (owners and admins)",
        security: privateSecurity,
        params: IdParams,
        response: {
          204: z.null().describe('Put away (again, when it already was)'),
          ...errors,
          403: ErrorBody.describe('A member who is not an owner or admin, or a platform admin outside the admin area'),
        },
      },
    },
    async (request, reply) => {
      await dismissVenueGettingStarted(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/suppliers/:id/overview',
    {
      schema: {
        tags: ['overview'],
        summary:
          "The supplier dashboard's landing page: new orders, to dispatch, top products and venues, products, team, recent orders (any member)",
        security: privateSecurity,
        params: IdParams,
        response: { 200: SupplierOverview, ...errors },
      },
    },
    async (request) => getSupplierOverview(db, await requireUser(request), request.params.id),
  );
};
