import { ErrorBody, IdParams, SupplierOverview, VenueOverview } from '@tapline/contracts';
import { z } from 'zod';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { dismissVenueGettingStarted, getSupplierOverview, getVenueOverview } from './overview.service';
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['overview'], signedInUser: requireUser });
  routes.private(
    'GET /api/venues/:id/overview',
    {
      summary: "The venue dashboard's landing page: orders under way, deliveries due, your cart, taps, team, recent orders (any member)",
      params: IdParams,
      response: { 200: VenueOverview, ...errors },
    },
    ({ user, params }) => getVenueOverview(db, user, params.id),
  );

  routes.private(
    'POST /api/venues/:id/getting-started/dismiss',
    {
      summary: "Puts the venue's getting-started checklist away, for everyone in it (owners and admins)",
      params: IdParams,
      response: {
        204: z.null().describe('Put away (again, when it already was)'),
        ...errors,
        403: ErrorBody.describe('A member who is not an owner or admin, or a platform admin outside the admin area'),
      },
    },
    ({ user, params }) => dismissVenueGettingStarted(db, user, params.id),
  );

  routes.private(
    'GET /api/suppliers/:id/overview',
    {
      summary:
        "The supplier dashboard's landing page: new orders, to dispatch, top products and venues, products, team, recent orders (any member)",
      params: IdParams,
      response: { 200: SupplierOverview, ...errors },
    },
    ({ user, params }) => getSupplierOverview(db, user, params.id),
  );
};
