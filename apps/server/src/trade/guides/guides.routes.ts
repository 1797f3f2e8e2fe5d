import {
  ErrorBody,
  GuideCartInput,
  GuideCartResult,
  GuideCountInput,
  GuideCountResult,
  IdParams,
  OrderGuide,
  OrderGuideCreate,
  OrderGuideCreated,
  OrderGuideItemsInput,
  OrderGuideList,
  OrderGuidePatch,
  UsualAnswer,
  UsualQuery,
  UuidParams,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { addGuideToCart, addUsualToCart, countGuide } from './guide-counts.service';
import { createGuide, getGuide, listVenueGuides, removeGuide, renameGuide, saveGuideItems } from './guides.service';
import { getUsual } from './usual.service';

// A venue's order guides and its Usual (docs/domain.md, Order guides; decision 0165).

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such venue or guide, or you are not a member of its venue'),
} as const;

const manageErrors = {
  ...readErrors,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a name of 1–80 characters; each SKU once; a SKU that doesn’t exist, isn’t the guide’s supplier’s, or can’t be ordered; supplierId with fromOrderId)',
  ),
  403: ErrorBody.describe(`Only the venue’s owners and admins make and change guides; refused too to ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such venue, guide or (fromOrderId) order of this venue, or you are not a member of the venue'),
  409: ErrorBody.describe(
    'The guide changed since the version sent (details.version is the current one), or the venue has the most guides it may keep',
  ),
} as const;

const countErrors = {
  ...readErrors,
  400: ErrorBody.describe('A line is invalid or names a SKU not on the guide; details name it'),
  403: ErrorBody.describe(`Refused to ${ADMIN_READ_ONLY}`),
} as const;

export const guidesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['order guides'], signedInUser: requireUser });

  routes.private(
    'GET /api/venues/:id/order-guides',
    {
      summary: 'The venue’s order guides, by name, each with its sections and last count',
      params: IdParams,
      response: { 200: OrderGuideList, ...readErrors },
    },
    ({ user, params }) => listVenueGuides(db, user, params.id),
  );

  routes.private(
    'POST /api/venues/:id/order-guides',
    {
      summary: 'Make a guide (owner or admin): empty, kept to one supplier or across suppliers, or from one of the venue’s orders',
      description:
        'With `fromOrderId` ("Save as a guide") the guide takes the order’s lines: par = the quantity ordered × units per pack, a section per supplier (one supplier: per style), the order’s supplier when it had one; `leftOut` lists lines whose pack can no longer be ordered.',
      params: IdParams,
      body: OrderGuideCreate,
      response: { 201: OrderGuideCreated, ...manageErrors },
    },
    ({ user, params, body }) => createGuide(db, user, params.id, body),
  );

  routes.private(
    'GET /api/order-guides/:id',
    {
      summary:
        'One guide: its items in order, each pack as the venue orders it today (price, stock, why it can’t be ordered) and the last count',
      params: UuidParams,
      response: { 200: OrderGuide, ...readErrors },
    },
    ({ user, params }) => getGuide(db, user, params.id),
  );

  routes.private(
    'PATCH /api/order-guides/:id',
    {
      summary: 'Rename a guide (owner or admin), at the version read',
      params: UuidParams,
      body: OrderGuidePatch,
      response: { 200: OrderGuide, ...manageErrors },
    },
    ({ user, params, body }) => renameGuide(db, user, params.id, body),
  );

  routes.private(
    'DELETE /api/order-guides/:id',
    {
      summary: 'Delete a guide and its counts (owner or admin)',
      params: UuidParams,
      response: { 204: z.null().describe('Deleted'), ...manageErrors },
    },
    ({ user, params }) => removeGuide(db, user, params.id),
  );

  routes.private(
    'PUT /api/order-guides/:id/items',
    {
      summary: 'Save the whole list of items (owner or admin): pack, section, place and par level in units',
      description:
        'The items are kept in the order given, each section together in the place of its first item, renumbered 0…n−1. A pack new to the guide must be one the venue can order now; one already on it may stay when it no longer can (it shows why). One transaction: a bad list changes nothing.',
      params: UuidParams,
      body: OrderGuideItemsInput,
      response: { 200: OrderGuide, ...manageErrors },
    },
    ({ user, params, body }) => saveGuideItems(db, user, params.id, body),
  );

  routes.private(
    'POST /api/order-guides/:id/counts',
    {
      summary: 'Count a guide (any member): on hand in units per item; answers par − on hand in whole packs per line, and keeps the count',
      params: UuidParams,
      body: GuideCountInput,
      response: { 201: GuideCountResult, ...countErrors },
    },
    ({ user, params, body }) => countGuide(db, user, params.id, body),
  );

  routes.private(
    'POST /api/order-guides/:id/add-to-cart',
    {
      summary: 'Add packs of the guide’s items to your cart (any member); lists each line not added and why',
      description:
        'Each line goes into the caller’s cart at the venue unless its pack is archived, its product unavailable, its supplier suspended, it is out of stock (or has fewer on hand than the cart would then hold), or the cart is full.',
      params: UuidParams,
      body: GuideCartInput,
      response: { 200: GuideCartResult, ...countErrors },
    },
    ({ user, params, body }) => addGuideToCart(db, user, params.id, body),
  );

  routes.private(
    'GET /api/venues/:id/usual',
    {
      summary: 'The Usual: the suppliers ordered from in the last 90 days and, with supplierId, what the venue usually orders from one',
      description:
        'Over the venue’s supplier orders of the last 90 days that were neither rejected nor cancelled, per pack: in how many orders and weeks it was ordered, the median quantity in packs, the last price paid; most often first.',
      params: IdParams,
      querystring: UsualQuery,
      response: { 200: UsualAnswer, ...readErrors },
    },
    ({ user, params, query }) => getUsual(db, user, params.id, query, clock()),
  );

  routes.private(
    'POST /api/venues/:id/usual/add-to-cart',
    {
      summary: 'Add packs to your cart from the Usual (any member); lists each line not added and why',
      params: IdParams,
      body: GuideCartInput,
      response: { 200: GuideCartResult, ...countErrors, 404: ErrorBody.describe('No such venue, or you are not its member') },
    },
    ({ user, params, body }) => addUsualToCart(db, user, params.id, body),
  );
};
