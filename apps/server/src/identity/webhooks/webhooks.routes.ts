import {
  ErrorBody,
  IdParams,
  WebhookCatalogue,
  WebhookDeliveryList,
  WebhookDeliveryListQuery,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointParams,
  WebhookEndpointUpdate,
  WebhookRecovered,
  WebhookRecoverInput,
  WebhookSecret,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareRoutes, type WebhookEndpoints } from '../../platform';
import { requireUser } from '../auth/api-auth';
import { webhookCatalogue } from './webhook-catalogue';
import { requireWebhookManager } from './webhooks.service';

// Settings → Developers → Webhooks (issue 40; decisions 0197 to 0199): an organisation's owners and admins manage its
// endpoints and read their deliveries.

const errors = {
  403: ErrorBody.describe('Only the organisation’s owners and admins manage webhooks'),
  404: ErrorBody.describe('No such organisation or endpoint, or you are not its member'),
} as const;
const invalid = { 400: ErrorBody.describe('The URL is not https, or names a private, loopback, link-local or metadata address') };
const disabled = { 409: ErrorBody.describe('The endpoint is disabled: enable it first') };

export const webhooksRoutes: FastifyPluginAsyncZod<{ db: Database; endpoints: WebhookEndpoints }> = async (app, { db, endpoints }) => {
  const routes = declareRoutes(app, { tags: ['webhooks'], signedInUser: requireUser });
  routes.public(
    'GET /api/webhooks/event-types',
    { summary: 'The webhook event types, each with an example payload', response: { 200: WebhookCatalogue } },
    () => webhookCatalogue(),
  );
  for (const side of ['supplier', 'venue'] as const) {
    const base = `/api/${side}s/:id/webhooks/endpoints`;
    const org = (user: Parameters<typeof requireWebhookManager>[1], id: string, secret = false) =>
      requireWebhookManager(db, user, side, id, secret);
    routes.private(
      `GET ${base}`,
      {
        scope: 'webhooks:manage',
        summary: `The ${side}’s webhook endpoints`,
        params: IdParams,
        response: { 200: WebhookEndpointList, ...errors },
      },
      async ({ user, params }) => endpoints.list(await org(user, params.id)),
    );
    routes.private(
      `POST ${base}`,
      {
        scope: 'webhooks:manage',
        summary: 'Adds an endpoint; its secret is in the answer',
        params: IdParams,
        body: WebhookEndpointInput,
        response: { 201: WebhookEndpointCreated, ...errors, ...invalid },
      },
      async ({ user, params, body }) => endpoints.create(await org(user, params.id, true), { ...body, description: body.description }),
    );
    routes.private(
      `PATCH ${base}/:endpointId`,
      {
        scope: 'webhooks:manage',
        summary: 'Changes an endpoint: URL, event types, description, enabled',
        params: WebhookEndpointParams,
        body: WebhookEndpointUpdate,
        response: { 200: WebhookEndpoint, ...errors, ...invalid },
      },
      async ({ user, params, body }) => endpoints.update(await org(user, params.id), params.endpointId, body),
    );
    routes.private(
      `DELETE ${base}/:endpointId`,
      {
        scope: 'webhooks:manage',
        summary: 'Removes an endpoint with its deliveries',
        params: WebhookEndpointParams,
        response: { 204: z.null(), ...errors },
      },
      async ({ user, params }) => endpoints.remove(await org(user, params.id), params.endpointId),
    );
    routes.private(
      `GET ${base}/:endpointId/secret`,
      {
        scope: 'webhooks:manage',
        summary: 'The endpoint’s signing secret (and the previous one while a rotation’s grace lasts)',
        params: WebhookEndpointParams,
        response: { 200: WebhookSecret, ...errors },
      },
      async ({ user, params }) => endpoints.reveal(await org(user, params.id, true), params.endpointId),
    );
    routes.private(
      `POST ${base}/:endpointId/rotate-secret`,
      {
        scope: 'webhooks:manage',
        summary: 'A new secret; the previous one signs too for 24 hours',
        params: WebhookEndpointParams,
        response: { 200: WebhookSecret, ...errors },
      },
      async ({ user, params }) => endpoints.rotate(await org(user, params.id, true), params.endpointId),
    );
    routes.private(
      `GET ${base}/:endpointId/deliveries`,
      {
        scope: 'webhooks:manage',
        summary: 'The endpoint’s latest deliveries, each with its attempts’ requests and answers',
        params: WebhookEndpointParams,
        querystring: WebhookDeliveryListQuery,
        response: { 200: WebhookDeliveryList, ...errors },
      },
      async ({ user, params, query }) => endpoints.deliveries(await org(user, params.id), params.endpointId, query.limit),
    );
    routes.private(
      `POST ${base}/:endpointId/deliveries/:deliveryId/resend`,
      {
        scope: 'webhooks:manage',
        summary: 'Sends one delivery again (same webhook-id)',
        params: WebhookDeliveryParams,
        response: { 204: z.null(), ...errors, ...disabled },
      },
      async ({ user, params }) => endpoints.resend(await org(user, params.id), params.endpointId, params.deliveryId),
    );
    routes.private(
      `POST ${base}/:endpointId/recover`,
      {
        scope: 'webhooks:manage',
        summary: 'Sends again the failed and skipped deliveries made since a moment',
        params: WebhookEndpointParams,
        body: WebhookRecoverInput,
        response: { 200: WebhookRecovered, ...errors, ...disabled },
      },
      async ({ user, params, body }) => ({
        requeued: await endpoints.recover(await org(user, params.id), params.endpointId, new Date(body.since)),
      }),
    );
    routes.private(
      `POST ${base}/:endpointId/test`,
      {
        scope: 'webhooks:manage',
        summary: 'Sends a webhook.test event to the endpoint',
        params: WebhookEndpointParams,
        response: { 204: z.null(), ...errors, ...disabled },
      },
      async ({ user, params }) => endpoints.sendTest(await org(user, params.id), params.endpointId),
    );
  }
};
