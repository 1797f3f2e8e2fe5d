import { ErrorBody, IdParams, PickList, PickListDays, PickListParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes, fileDownload } from '../../platform';
import { getPickList, getPickListDays, getPickListPdf } from './pick-lists.service';

// A supplier's pick lists by delivery day (decision 0188): any of its members reads them.

const readErrors = {
  400: ErrorBody.describe('A path value is invalid (date is not a calendar date as YYYY-MM-DD); details name it'),
  404: ErrorBody.describe('No such supplier, or you are not its member'),
} as const;

export const pickListsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['pick lists'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/pick-lists',
    {
      summary: 'The next delivery days (from today in the supplier’s time zone) with accepted orders to pick',
      params: IdParams,
      response: { 200: PickListDays, ...readErrors },
    },
    ({ user, params }) => getPickListDays(db, user, params.id, clock()),
  );

  routes.private(
    'GET /api/suppliers/:id/pick-lists/:date',
    {
      summary:
        'The pick list of a delivery day: units per SKU (what is supplied: accepted less short) per delivery zone, the day’s total, and the empties to collect',
      params: PickListParams,
      response: { 200: PickList, ...readErrors },
    },
    ({ user, params }) => getPickList(db, user, params.id, params.date, clock()),
  );

  routes.private(
    'GET /api/suppliers/:id/pick-lists/:date/pdf',
    {
      summary: 'The pick list of a delivery day as an A4 PDF',
      params: PickListParams,
      produces: ['application/pdf'],
      response: { 200: z.unknown().describe('application/pdf: the pick list, to save (Content-Disposition: attachment)'), ...readErrors },
    },
    async ({ user, params, reply }) => {
      const file = await getPickListPdf(db, user, params.id, params.date, clock());
      return fileDownload(reply, 'application/pdf', file.filename, file.content);
    },
  );
};
