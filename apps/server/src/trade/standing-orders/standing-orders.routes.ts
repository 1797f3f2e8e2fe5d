import {
  ErrorBody,
  IdParams,
  OccurrenceLinesInput,
  OccurrenceRangeQuery,
  StandingOccurrence,
  StandingOccurrenceList,
  StandingOrderCreate,
  StandingOrderDetail,
  StandingOrderList,
  StandingOrderPatch,
  StandingOrderPause,
  StandingTestTick,
  UuidParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import {
  listVenueOccurrences,
  editOccurrenceLines,
  placeOccurrenceNow,
  revertOccurrenceLines,
  skipOccurrence,
  unskipOccurrence,
} from './standing-occurrences.service';
import {
  createStandingOrder,
  endStandingOrder,
  getStandingOrder,
  listStandingOrders,
  pauseStandingOrder,
  resumeStandingOrder,
  updateStandingOrderTemplate,
} from './standing-orders.service';
import { requireStandingOrder, standingOrderDetail } from './standing-reads';
import { runStandingTick, type StandingDeps } from './standing-scheduler.service';

// A venue's standing orders and their occurrences (docs/domain.md, Standing orders; decision 0166).

export interface StandingRoutesOptions extends StandingDeps {
  /** STANDING_TEST_CLOCK: the journeys' tick "as of" a moment, for one standing order (never in production) */
  testClock: boolean;
}

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such venue or standing order, or you are not a member of its venue'),
} as const;
const manageErrors = {
  ...readErrors,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a SKU not of the supplier, or one that can’t be ordered; a date in the past)',
  ),
  403: ErrorBody.describe(`Only the venue’s owners and admins manage standing orders; or refused to ${ADMIN_READ_ONLY}`),
} as const;
const occurrenceErrors = {
  ...manageErrors,
  404: ErrorBody.describe('No such occurrence, or you are not a member of its venue'),
  409: ErrorBody.describe('It was placed already, its cut-off has passed, or it is not in a state for this (the message says which)'),
} as const;

export const standingOrdersRoutes: FastifyPluginAsyncZod<StandingRoutesOptions> = async (app, deps) => {
  const { db, clock } = deps;
  const routes = declareRoutes(app, { tags: ['standing orders'], signedInUser: requireUser });

  routes.private(
    'GET /api/venues/:id/standing-orders',
    {
      summary: 'The venue’s standing orders, each with its next occurrence (members read)',
      params: IdParams,
      response: { 200: StandingOrderList, ...readErrors },
    },
    ({ user, params }) => listStandingOrders(db, user, params.id, clock()),
  );

  routes.private(
    'POST /api/venues/:id/standing-orders',
    {
      summary: 'Set up a standing order to one supplier: its lines, delivery weekdays, every N weeks, start and end',
      description:
        'The caller becomes its owner. Its occurrences are made at once for the next 8 weeks, each placed at the supplier’s cut-off (its time zone) on the day its lead days before the delivery. A weekday the supplier doesn’t deliver on is 422 `standing_order_refused` naming its delivery days.',
      params: IdParams,
      body: StandingOrderCreate,
      response: {
        201: StandingOrderDetail,
        ...manageErrors,
        422: ErrorBody.describe('standing_order_refused: a delivery weekday the supplier doesn’t serve'),
      },
    },
    ({ user, params, body }) => createStandingOrder(db, user, params.id, body, clock()),
  );

  routes.private(
    'GET /api/standing-orders/:id',
    {
      summary: 'A standing order with its occurrences from the last four weeks to 8 weeks ahead',
      params: UuidParams,
      response: { 200: StandingOrderDetail, ...readErrors },
    },
    ({ user, params }) => getStandingOrder(db, user, params.id, clock()),
  );

  routes.private(
    'PATCH /api/standing-orders/:id',
    {
      summary: 'Change the template (at the version read): future occurrences not edited one by one follow it',
      params: UuidParams,
      body: StandingOrderPatch,
      response: {
        200: StandingOrderDetail,
        ...manageErrors,
        409: ErrorBody.describe('It changed since `version` was read, or it has ended'),
        422: ErrorBody.describe('standing_order_refused: a delivery weekday the supplier doesn’t serve'),
      },
    },
    ({ user, params, body }) => updateStandingOrderTemplate(db, user, params.id, body, clock()),
  );

  routes.private(
    'POST /api/standing-orders/:id/pause',
    {
      summary: 'Pause until a date: occurrences delivered before it are skipped; it resumes on its own that day',
      params: UuidParams,
      body: StandingOrderPause,
      response: { 200: StandingOrderDetail, ...manageErrors, 409: ErrorBody.describe('It has ended') },
    },
    ({ user, params, body }) => pauseStandingOrder(db, user, params.id, body, clock()),
  );

  routes.private(
    'POST /api/standing-orders/:id/resume',
    {
      summary: 'Resume now: what the pause skipped (cut-off still ahead) is scheduled again',
      params: UuidParams,
      response: { 200: StandingOrderDetail, ...manageErrors, 409: ErrorBody.describe('It has ended') },
    },
    ({ user, params }) => resumeStandingOrder(db, user, params.id, clock()),
  );

  routes.private(
    'POST /api/standing-orders/:id/end',
    {
      summary: 'End it: nothing more is placed, and occurrences not placed yet are removed',
      params: UuidParams,
      response: { 200: StandingOrderDetail, ...manageErrors },
    },
    ({ user, params }) => endStandingOrder(db, user, params.id, clock()),
  );

  routes.private(
    'GET /api/venues/:id/standing-occurrences',
    {
      summary: 'The venue’s agenda: every standing order’s occurrences by delivery date (default: the next 8 weeks)',
      params: IdParams,
      querystring: OccurrenceRangeQuery,
      response: { 200: StandingOccurrenceList, ...readErrors },
    },
    ({ user, params, query }) => listVenueOccurrences(db, user, params.id, query, clock()),
  );

  const occurrenceStep = (name: 'skip' | 'unskip', summary: string, step: typeof skipOccurrence) =>
    routes.private(
      `POST /api/standing-occurrences/:id/${name}`,
      { summary, params: UuidParams, response: { 200: StandingOccurrence, ...occurrenceErrors } },
      ({ user, params }) => step(db, user, params.id, clock()),
    );
  occurrenceStep('skip', 'Skip this one (before its cut-off; a placed one is 409)', skipOccurrence);
  occurrenceStep('unskip', 'Schedule again one the venue skipped (before its cut-off)', unskipOccurrence);

  routes.private(
    'POST /api/standing-occurrences/:id/place-now',
    {
      summary: 'Place this one now, through checkout at today’s prices and stock',
      description:
        'Lines that can’t be ordered are left out and listed; when nothing is left, or under the minimum, it is 422 `checkout_refused` with every problem, and nothing changes.',
      params: UuidParams,
      response: {
        200: StandingOccurrence,
        ...occurrenceErrors,
        422: ErrorBody.describe('checkout_refused: details.problems lists every rule broken'),
      },
    },
    ({ user, params }) => placeOccurrenceNow(deps, user, params.id),
  );

  routes.private(
    'PUT /api/standing-occurrences/:id/lines',
    {
      summary: 'Edit this one: its own lines (the template and the other occurrences stay as they are)',
      params: UuidParams,
      body: OccurrenceLinesInput,
      response: { 200: StandingOccurrence, ...occurrenceErrors },
    },
    ({ user, params, body }) => editOccurrenceLines(db, user, params.id, body, clock()),
  );

  routes.private(
    'DELETE /api/standing-occurrences/:id/lines',
    {
      summary: 'Back to the template’s lines',
      params: UuidParams,
      response: { 200: StandingOccurrence, ...occurrenceErrors },
    },
    ({ user, params }) => revertOccurrenceLines(db, user, params.id, clock()),
  );

  if (deps.testClock) {
    routes.private(
      'POST /api/standing-orders/:id/test-clock',
      {
        summary: 'Journeys only (STANDING_TEST_CLOCK=1): run the scheduler’s tick as of `at`, for this standing order alone',
        params: UuidParams,
        body: StandingTestTick,
        response: { 200: StandingOrderDetail, ...manageErrors },
      },
      async ({ user, params, body }) => {
        const { standing } = await requireStandingOrder(db, user, params.id, true);
        const at = new Date(body.at);
        await runStandingTick(deps, at, standing.id);
        return standingOrderDetail(db, standing.id, { manages: true, now: at });
      },
    );
  }
};
