import multipart from '@fastify/multipart';
import {
  ErrorBody,
  IdParams,
  PROOF_PHOTO_FIELD,
  PROOF_PHOTO_MAX_BYTES,
  RunSheet,
  RunSheetDays,
  RunSheetDaysQuery,
  RunSheetOrderInput,
  RunSheetParams,
  RunStop,
  RunStopOutcomeInput,
  RunStopParams,
  UuidParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartLimits, readMultipartFile } from '../../catalogue';
import { requireUser } from '../../identity';
import { type Storage, declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { runSheetPdf } from './run-sheet-pdf';
import { arrangeRunSheet, getRunSheet, getRunSheetDays } from './run-sheets.service';
import { addStopPhoto, getStopPhoto } from './run-stop-photos.service';
import { recordStopOutcome } from './run-stops.service';

// Run sheets and the driver's stops (decisions 0190, 0191, 0192). Any member of the supplier reads, arranges and
// drives; a platform admin who is not a member reads.

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such supplier or stop, or you are not a member of the supplier'),
} as const;

const changeErrors = {
  ...readErrors,
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(`Refused to ${ADMIN_READ_ONLY}`),
} as const;

const stopKey = (params: { id: string; date: string; venueId: string }) => ({
  supplierIdOrSlug: params.id,
  date: params.date,
  venueId: params.venueId,
});

export const runSheetsRoutes: FastifyPluginAsyncZod<OrderMailDeps & { storage: Storage }> = async (app, deps) => {
  const { db, storage, clock } = deps;
  await app.register(multipart, { limits: multipartLimits(PROOF_PHOTO_MAX_BYTES) });
  const routes = declareRoutes(app, { tags: ['run sheets'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/run-sheets',
    {
      summary: 'The supplier’s delivery days a week back and four ahead (from `from` when given): stops, orders, stops recorded',
      params: IdParams,
      querystring: RunSheetDaysQuery,
      response: { 200: RunSheetDays, ...readErrors },
    },
    ({ user, params, query }) => getRunSheetDays(db, user, params.id, query, clock),
  );

  routes.private(
    'GET /api/suppliers/:id/run-sheets/:date',
    {
      summary:
        'A delivery day’s run sheet: a stop per venue in run order, with address, contact, orders, items, empties, notes and outcome',
      params: RunSheetParams,
      response: { 200: RunSheet, ...readErrors },
    },
    ({ user, params }) => getRunSheet(db, user, params.id, params.date),
  );

  routes.private(
    'GET /api/suppliers/:id/run-sheets/:date/pdf',
    {
      summary: 'The run sheet as an A4 PDF, to print or save',
      produces: ['application/pdf'],
      params: RunSheetParams,
      response: { 200: z.unknown().describe('application/pdf: the run sheet (Content-Disposition: attachment)'), ...readErrors },
    },
    async ({ user, params, reply }) => {
      const sheet = await getRunSheet(db, user, params.id, params.date);
      void reply.type('application/pdf').header('content-disposition', `attachment; filename="run-sheet-${sheet.date}.pdf"`);
      return runSheetPdf(sheet, clock());
    },
  );

  routes.private(
    'PUT /api/suppliers/:id/run-sheets/:date/order',
    {
      summary: 'Put the day’s stops in a new order: every stop’s venue once, at the version read',
      params: RunSheetParams,
      body: RunSheetOrderInput,
      response: {
        200: RunSheet,
        ...changeErrors,
        400: ErrorBody.describe('venueIds does not name each of the day’s stops once; details name it'),
        409: ErrorBody.describe('Someone else arranged the day meanwhile: details.version is the current one'),
      },
    },
    ({ user, params, body }) => arrangeRunSheet(db, user, params.id, params.date, body),
  );

  routes.private(
    'POST /api/suppliers/:id/run-sheets/:date/stops/:venueId/outcome',
    {
      summary:
        'Record a stop: delivered or partly delivered (its orders delivered through the order lifecycle, short lines made a short delivery), with the receiver’s name, or failed with a reason. Pressed twice, done once',
      params: RunStopParams,
      body: RunStopOutcomeInput,
      response: {
        200: RunStop,
        ...changeErrors,
        403: ErrorBody.describe(`An order step this member may not take; refused too to ${ADMIN_READ_ONLY}`),
        409: ErrorBody.describe('The stop is already recorded otherwise (details.outcome), or an order’s status does not allow the step'),
      },
    },
    ({ user, params, body }) => recordStopOutcome(deps, user, stopKey(params), body),
  );

  routes.private(
    'POST /api/suppliers/:id/run-sheets/:date/stops/:venueId/photo',
    {
      summary: 'Add the proof-of-delivery photo to a recorded stop (replacing one taken before)',
      description: `multipart/form-data with one file in the field \`${PROOF_PHOTO_FIELD}\`: a JPEG, PNG or WebP image (recognised from its bytes), at most 8 MB and 40 megapixels. Kept as a WebP at most 1600 pixels on a side, without its EXIF or GPS; only the supplier's and the venue's members read it.`,
      consumes: ['multipart/form-data'],
      params: RunStopParams,
      response: {
        200: RunStop,
        ...changeErrors,
        400: ErrorBody.describe('The file is missing, empty, damaged or over 40 megapixels (details name photo), or the form is malformed'),
        409: ErrorBody.describe('The stop is not recorded yet'),
        413: ErrorBody.describe('The file is larger than 8 MB, or the form has more than one file or too many fields'),
        415: ErrorBody.describe('The body is not multipart/form-data, or the file is not a JPEG, PNG or WebP image (details name photo)'),
      },
    },
    ({ user, params, request }) =>
      addStopPhoto(deps, user, stopKey(params), async () => {
        return (await readMultipartFile(app, request, { field: PROOF_PHOTO_FIELD, maxBytes: PROOF_PHOTO_MAX_BYTES, what: 'photo' })).bytes;
      }),
  );

  routes.private(
    'GET /api/run-stops/:id/photo',
    {
      summary: 'A stop’s proof-of-delivery photo, as image/webp: for members of its supplier and of its venue only',
      produces: ['image/webp'],
      params: UuidParams,
      response: {
        200: z.unknown().describe('image/webp'),
        400: ErrorBody.describe('The id is not a uuid'),
        404: ErrorBody.describe('No such photo, or you are a member of neither organisation'),
      },
    },
    async ({ user, params, reply }) => {
      const file = await getStopPhoto(db, storage, user, params.id);
      void reply.type(file.contentType);
      return file.bytes;
    },
  );
};
