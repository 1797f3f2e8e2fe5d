import { ErrorBody, IdParams, OnTapCreate, OnTapEntry, OnTapEntryParams, OnTapList, OnTapOrder, OnTapUpdate } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { declareRoutes, type WebhookOutbox } from '../../platform';
import { adminReadOnlyResponse } from '../../shared/responses';
import { addOnTapEntry, getOnTapList, kickOnTapEntry, reorderOnTap, updateOnTapEntry } from './on-tap.service';

// The venue's On Tap list (docs/domain.md, Calls fixes GET/POST …/available-at and DELETE …/{x}; PATCH and the
// order are added here). Any member of the venue keeps it (decision 0110); the public reads GET /api/venues/{id}/menu.

const readErrors = {
  400: ErrorBody.describe('A path value is invalid'),
  404: ErrorBody.describe('No such venue, or you are not its member'),
} as const;

const writeErrors = {
  ...readErrors,
  ...adminReadOnlyResponse,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a negative price, a serving size of 0 mL, a SKU not of the product, a keg from a delivery without serving sizes, a position and a tap number at once, an order that doesn’t list exactly the current entries)',
  ),
  404: ErrorBody.describe('No such venue (or you are not its member), no such entry, or (POST) no such product'),
  409: ErrorBody.describe(
    'The tap number is already pouring another beer (the message names it), the product is already on the list, or the entry was kicked',
  ),
} as const;

export const onTapRoutes: FastifyPluginAsyncZod<{ db: Database; webhooks?: WebhookOutbox }> = async (app, { db, webhooks }) => {
  const routes = declareRoutes(app, { tags: ['on tap'], signedInUser: requireUser });

  routes.private(
    'GET /api/venues/:id/available-at',
    {
      scope: 'menu:read',
      summary: 'The venue’s On Tap list to manage: pouring and next on in order, the last 50 kicked, delivered kegs to put on',
      params: IdParams,
      response: { 200: OnTapList, ...readErrors },
    },
    ({ user, params }) => getOnTapList(db, user, params.id),
  );

  routes.private(
    'POST /api/venues/:id/available-at',
    {
      scope: 'menu:write',
      summary: 'Put a catalogue product or a guest beer on the list, at the end of its list',
      description:
        'A pouring entry without a tapNumber takes the lowest free tap (and its place among the numbers); `tapNumber: null` pours without a number, after the numbered taps. `skuId` and `supplierOrderId` remember the keg and the delivered order it came from. Without `servingSizes` a catalogue product takes the sizes and prices it last had on this venue’s taps; a keg from a delivery must end with at least one (400 otherwise).',
      params: IdParams,
      body: OnTapCreate,
      response: { 201: OnTapEntry, ...writeErrors },
    },
    ({ user, params, body }) => addOnTapEntry({ db, webhooks }, user, params.id, body),
  );

  routes.private(
    'PUT /api/venues/:id/available-at/order',
    {
      scope: 'menu:write',
      summary: 'Save the whole order at once (drag and drop): every current entry’s id, per list; answers the list',
      description:
        'A pouring list whose beers or order changed is renumbered 1…n in its new order (decision 0143); a beer moved to Next on keeps its number as the tap it will take. One transaction: a bad order changes nothing.',
      params: IdParams,
      body: OnTapOrder,
      response: { 200: OnTapList, ...writeErrors },
    },
    ({ user, params, body }) => reorderOnTap({ db, webhooks }, user, params.id, body),
  );

  routes.private(
    'PATCH /api/venues/:id/available-at/:entryId',
    {
      scope: 'menu:write',
      summary: 'Change an entry: tap number, serving sizes, note, status, place in its list, guest details',
      description:
        'A status change puts the entry at the end of the other list unless `position` says where. A `position` in Pouring is a move: the taps are renumbered 1…n in their new order (not with `tapNumber`); a `tapNumber` puts the beer at its number’s place.',
      params: OnTapEntryParams,
      body: OnTapUpdate,
      response: { 200: OnTapEntry, ...writeErrors },
    },
    ({ user, params, body }) => updateOnTapEntry({ db, webhooks }, user, params.id, params.entryId, body),
  );

  routes.private(
    'DELETE /api/venues/:id/available-at/:entryId',
    {
      scope: 'menu:write',
      summary: 'Kick the keg: the entry leaves the list and stays in the venue’s tap history',
      params: OnTapEntryParams,
      response: { 204: z.null().describe('Kicked'), ...writeErrors },
    },
    ({ user, params }) => kickOnTapEntry({ db, webhooks }, user, params.id, params.entryId),
  );
};
