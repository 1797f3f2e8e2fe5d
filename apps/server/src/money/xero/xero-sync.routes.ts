import {
  AccountingSyncRecord,
  AccountingSyncRecordList,
  AccountingSyncRecordQuery,
  ErrorBody,
  IdOrSlug,
  IdParams,
  SupplierOrderAccounting,
  Uuid,
  UuidParams,
  XeroBackfillInput,
  XeroBackfillPreview,
  XeroBackfillQuery,
  XeroBackfillResult,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { AppError, declareRoutes, type JobQueue } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import type { XeroDeps } from './xero-access';
import { previewXeroBackfill, startXeroBackfill } from './xero-backfill.service';
import { invoiceChecksOf, type XeroInvoiceCheckJob } from './xero-payments.service';
import type { XeroSettings } from './xero-settings';
import { getOrderAccounting, listSyncRecords, retrySyncRecord } from './xero-sync-records.service';
import { XERO_INVOICE_CHECK_QUEUE } from './xero-sync.queues';
import { isValidXeroWebhookSignature } from './xero-webhook-signature';

// The sync records of an organisation and an order, a person's retry, and Xero's webhook deliveries.

export interface XeroSyncRoutesOptions {
  db: Database;
  settings: XeroSettings | undefined;
  queue: JobQueue;
  /** undefined: the server has no Xero app (the records still read; a retry says Xero isn't available) */
  xero: XeroDeps | undefined;
}

const tags = ['integrations'];

const readErrors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug, or the state is not one of the sync states'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;

const RecordParams = z.object({ id: IdOrSlug, recordId: Uuid });

/** Xero's deliveries are at most a few KB; the app's 1 MB covers any batch */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const xeroSyncRoutes: FastifyPluginAsyncZod<XeroSyncRoutesOptions> = async (app, options) => {
  const routes = declareRoutes(app, { tags: ['integrations'], signedInUser: requireUser });
  const deps = { db: options.db, settings: options.settings, queue: options.queue, available: options.xero !== undefined };

  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/${type}s/:id/integrations/xero/sync-records`,
      {
        summary: `The ${type}'s orders in its Xero (any member): newest change first, at most 50, optionally of one state`,
        params: IdParams,
        querystring: AccountingSyncRecordQuery,
        response: { 200: AccountingSyncRecordList, ...readErrors },
      },
      ({ user, params, query }) => listSyncRecords(deps, user, type, params.id, query),
    );

    routes.private(
      `POST /api/${type}s/:id/integrations/xero/sync-records/:recordId/retry`,
      {
        summary: 'Send a failed order to Xero again (owners and admins), after fixing what Xero refused',
        params: RecordParams,
        response: {
          200: AccountingSyncRecord,
          ...readErrors,
          403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
          404: ErrorBody.describe('No such organisation or record, or you are not a member of it'),
          409: ErrorBody.describe('The record is not failed (details.state names its state), or Xero isn’t available on this server'),
        },
      },
      ({ user, params }) => retrySyncRecord(deps, user, type, params.id, params.recordId),
    );

    const backfillErrors = {
      ...readErrors,
      400: ErrorBody.describe('days is not a whole number from 1 to 365'),
      403: ErrorBody.describe('A member without the owner or admin role'),
      409: ErrorBody.describe('Xero isn’t available on this server, or isn’t connected with an account and tax rate chosen'),
    } as const;
    const stepWords = type === 'supplier' ? 'accepted (or delivered, when syncing on delivery)' : 'accepted by their supplier';
    routes.private(
      `GET /api/${type}s/:id/integrations/xero/backfill`,
      {
        summary: `How many of the ${type}'s orders of the last {days} days, ${stepWords}, have nothing in its Xero (owners and admins)`,
        params: IdParams,
        querystring: XeroBackfillQuery,
        response: { 200: XeroBackfillPreview, ...backfillErrors },
      },
      ({ user, params, query }) => previewXeroBackfill(deps, user, type, params.id, query.days),
    );
    routes.private(
      `POST /api/${type}s/:id/integrations/xero/backfill`,
      {
        summary: `Send the ${type}'s orders of the last {days} days that have nothing in its Xero (owners and admins): queued as every sync, never twice`,
        params: IdParams,
        body: XeroBackfillInput,
        response: {
          200: XeroBackfillResult,
          ...backfillErrors,
          403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
        },
      },
      ({ user, params, body }) => startXeroBackfill(deps, user, type, params.id, body.days),
    );
  }

  routes.private(
    'GET /api/supplier-orders/:id/accounting',
    {
      summary: 'The order in your own organisation’s Xero (the supplier’s invoice, or the venue’s bill), and when it was paid',
      params: UuidParams,
      response: {
        200: SupplierOrderAccounting,
        ...readErrors,
        404: ErrorBody.describe('No such order, or you are on neither side of it'),
      },
    },
    ({ user, params }) => getOrderAccounting(deps, user, params.id),
  );

  // Xero signs the exact bytes it sends: this scope keeps them raw (the app's JSON parser would re-serialise them)
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/integrations/xero/webhooks',
      {
        schema: {
          tags,
          summary: 'Xero’s webhook deliveries (INVOICE events), signed with the webhook key in x-xero-signature; no app key, no bearer',
          security: [],
          response: {
            200: z.null().describe('Taken (an empty body, as Xero asks); each invoice is read from Xero by a job'),
            400: ErrorBody.describe('Correctly signed, but not a webhook payload'),
            401: z.null().describe('The signature is missing or wrong (an empty body)'),
            404: ErrorBody.describe('Xero webhooks are not configured on this server (XERO_WEBHOOK_KEY unset)'),
            429: ErrorBody.describe('Rate limited; see Retry-After'),
            500: ErrorBody.describe('Internal server error'),
          },
        },
      },
      async (request, reply) => {
        const key = options.settings?.webhookKey;
        if (!options.xero || !key) throw new AppError('not_found', 'Xero webhooks are not configured on this server');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-xero-signature'];
        if (!isValidXeroWebhookSignature(raw, typeof signature === 'string' ? signature : undefined, key)) return reply.code(401).send();
        const checks = invoiceChecksOf(raw);
        if (checks === 'malformed')
          throw new AppError('bad_request', 'The body is not a Xero webhook payload: events[] with eventCategory, tenantId and resourceId');
        // quick: Xero wants its answer within 5 s; the jobs read the invoices
        await options.queue.enqueueMany<XeroInvoiceCheckJob>(options.db, XERO_INVOICE_CHECK_QUEUE, checks);
        if (checks.length > 0) options.queue.wake(XERO_INVOICE_CHECK_QUEUE);
        return reply.code(200).send();
      },
    );
  });
};
