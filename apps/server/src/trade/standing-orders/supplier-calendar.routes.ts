import {
  ClosureCreate,
  ClosureParams,
  DeliveryCalendar,
  DeliveryCalendarPatch,
  ErrorBody,
  IdParams,
  OccurrenceRangeQuery,
  StandingDemand,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { addClosures, getDeliveryCalendar, getStandingDemand, removeClosure, updateDeliveryCalendar } from './supplier-calendar.service';

// The supplier's standing demand and delivery calendar (docs/domain.md, Standing orders; decision 0167).

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such supplier, or you are not its member'),
} as const;
const manageErrors = {
  ...readErrors,
  400: ErrorBody.describe('A field is invalid; details name it (a date before today, a closure over 60 days)'),
  403: ErrorBody.describe(`Only the supplier’s owners and admins change its calendar; or refused to ${ADMIN_READ_ONLY}`),
} as const;

export const supplierCalendarRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['standing orders'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/standing-demand',
    {
      summary: 'What venues’ standing orders will place, per delivery day, at today’s prices (default: the next 8 weeks)',
      params: IdParams,
      querystring: OccurrenceRangeQuery,
      response: { 200: StandingDemand, ...readErrors },
    },
    ({ user, params, query }) => getStandingDemand(db, user, params.id, query, clock()),
  );

  routes.private(
    'GET /api/suppliers/:id/delivery-calendar',
    {
      summary: 'The holiday policy, the closures ahead, and a year of public holidays in the states it delivers to',
      params: IdParams,
      response: { 200: DeliveryCalendar, ...readErrors },
    },
    ({ user, params }) => getDeliveryCalendar(db, user, params.id, clock()),
  );

  routes.private(
    'PATCH /api/suppliers/:id/delivery-calendar',
    {
      summary: 'What a delivery on a public holiday or closure does: move earlier, later, or skip (re-plans standing orders)',
      params: IdParams,
      body: DeliveryCalendarPatch,
      response: { 200: DeliveryCalendar, ...manageErrors },
    },
    ({ user, params, body }) => updateDeliveryCalendar(db, user, params.id, body, clock()),
  );

  routes.private(
    'POST /api/suppliers/:id/closures',
    {
      summary: 'Close on a day or a run of days (re-plans the standing orders delivered then)',
      params: IdParams,
      body: ClosureCreate,
      response: { 201: DeliveryCalendar, ...manageErrors },
    },
    ({ user, params, body }) => addClosures(db, user, params.id, body, clock()),
  );

  routes.private(
    'DELETE /api/suppliers/:id/closures/:closureId',
    {
      summary: 'Open again on a closed day (re-plans the standing orders delivered then)',
      params: ClosureParams,
      response: {
        204: z.null().describe('Removed'),
        ...manageErrors,
        404: ErrorBody.describe('No such supplier or closure, or you are not its member'),
      },
    },
    ({ user, params }) => removeClosure(db, user, params.id, params.closureId, clock()),
  );
};
