import {
  ErrorBody,
  IdParams,
  KegCollection,
  KegCollectionDirectInput,
  KegCollectionHistoryQuery,
  KegCollectionList,
  KegCollectionRecordInput,
  KegCollectionRequestInput,
  KegCollectionsToDo,
  UuidParams,
  VenueKegCollections,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import {
  getSupplierToDo,
  getVenueKegCollections,
  listSupplierCollectionHistory,
  listVenueCollectionHistory,
} from './keg-collection-reads.service';
import { recordCollection, recordDirectCollection, type KegCollectionDeps } from './keg-collection-record.service';
import { askForCollection, cancelCollection } from './keg-collections.service';

// Empties collected (docs/domain.md, Kegs; decision 0177).

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such organisation or collection, or you are not a member of its side'),
} as const;

const changeErrors = {
  ...readErrors,
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(`Refused to ${ADMIN_READ_ONLY}`),
} as const;

const recordErrors = {
  ...changeErrors,
  403: ErrorBody.describe(
    `More kegs than the venue holds (override) are recorded by the supplier’s owners and admins only; refused too to ${ADMIN_READ_ONLY}`,
  ),
  422: ErrorBody.describe(
    'keg_refused: a keg type not the supplier’s, or more than the venue holds without override (details name the type and its balance)',
  ),
} as const;

export const kegCollectionsRoutes: FastifyPluginAsyncZod<KegCollectionDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const routes = declareRoutes(app, { tags: ['kegs'], signedInUser: requireUser });

  routes.private(
    'GET /api/venues/:id/keg-collections',
    {
      summary:
        'Per supplier whose kegs the venue holds: its balances, empties waiting, open request and the days it may ask for (its members)',
      params: IdParams,
      response: { 200: VenueKegCollections, ...readErrors },
    },
    ({ user, params }) => getVenueKegCollections(db, user, params.id, clock()),
  );

  routes.private(
    'GET /api/venues/:id/keg-collections/history',
    {
      summary: 'The venue’s collections recorded or cancelled, newest first, with their refund notes, in pages (its members)',
      params: IdParams,
      querystring: KegCollectionHistoryQuery,
      response: { 200: KegCollectionList, ...readErrors },
    },
    ({ user, params, query }) => listVenueCollectionHistory(db, user, params.id, query),
  );

  routes.private(
    'POST /api/venues/:id/keg-collections',
    {
      summary: 'Ask a supplier to collect empty kegs (any member): counts per keg type, a day, the next delivery or a swap',
      description:
        'At most the venue’s balance of each type (422 `keg_refused` naming it); a day must be one the supplier delivers on. The pair’s open request, if any, is replaced (its version moves on). The supplier’s members are told.',
      params: IdParams,
      body: KegCollectionRequestInput,
      response: {
        200: KegCollection,
        ...changeErrors,
        404: ErrorBody.describe('No such venue or active supplier, or you are not a member of the venue'),
        422: ErrorBody.describe('keg_refused: a keg type not the supplier’s, more than the venue holds, or a day it doesn’t deliver'),
      },
    },
    ({ user, params, body }) => askForCollection(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/keg-collections/:id/cancel',
    {
      summary: 'Cancel the venue’s open request (any member of the venue)',
      params: UuidParams,
      response: {
        200: KegCollection,
        ...changeErrors,
        409: ErrorBody.describe('The request was already recorded or cancelled (details.status)'),
      },
    },
    ({ user, params }) => cancelCollection(deps, user, params.id),
  );

  routes.private(
    'GET /api/suppliers/:id/keg-collections/to-do',
    {
      summary: 'The supplier’s collections to do by delivery day, and the venues holding its kegs (its members)',
      description:
        'A request without a day falls on the pair’s next delivery: the next day an order is due at the venue, else the next day the supplier delivers there (null when none).',
      params: IdParams,
      response: { 200: KegCollectionsToDo, ...readErrors },
    },
    ({ user, params }) => getSupplierToDo(db, user, params.id, clock()),
  );

  routes.private(
    'GET /api/suppliers/:id/keg-collections',
    {
      summary: 'The supplier’s collections recorded, newest first, with their refund notes, in pages (its members)',
      params: IdParams,
      querystring: KegCollectionHistoryQuery,
      response: { 200: KegCollectionList, ...readErrors },
    },
    ({ user, params, query }) => listSupplierCollectionHistory(db, user, params.id, query),
  );

  routes.private(
    'POST /api/suppliers/:id/keg-collections',
    {
      summary: 'Record kegs collected with no request, e.g. swapped at a delivery (any member)',
      description:
        'As recording a request: the ledger’s `returned` entries, the oldest empties taken, the deposits refunded by adjustment notes. 409 when the venue has an open request: record against it.',
      params: IdParams,
      body: KegCollectionDirectInput,
      response: {
        201: KegCollection,
        ...recordErrors,
        404: ErrorBody.describe('No such supplier or active venue, or you are not a member of the supplier'),
        409: ErrorBody.describe('The venue has an open request (details.collectionId): record against it'),
      },
    },
    ({ user, params, body }) => recordDirectCollection(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/keg-collections/:id/record',
    {
      summary: 'Record what the driver took, per keg type, against the request at the version read (any member of the supplier)',
      description:
        'What was taken, never what was asked, goes to the ledger (`returned`; kegs beyond the balance, with override, first as `adjusted`), takes the oldest empties waiting and refunds the deposits of supplier-owned kegs by adjustment notes against the pair’s invoices, oldest first. Two recordings at once: one wins, the other 409.',
      params: UuidParams,
      body: KegCollectionRecordInput,
      response: {
        200: KegCollection,
        ...recordErrors,
        409: ErrorBody.describe(
          'The request was recorded or cancelled meanwhile (details.status), or changed since read (details.version)',
        ),
      },
    },
    ({ user, params, body }) => recordCollection(deps, user, params.id, body),
  );
};
