import {
  AdminOrganisation,
  AdminOrganisationCreate,
  AdminOrganisationCreated,
  AdminOrganisationList,
  AdminOrganisationListQuery,
  AdminOutboxQuery,
  ErrorBody,
  IdParams,
  OutboxMessage,
  OutboxMessageList,
  OutboxMessageParams,
  SuspendBody,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/api-auth';
import type { InvitesRoutesOptions } from '../invites/invites.routes';
import {
  createOrganisation,
  listOrganisations,
  listOutboxMessages,
  retryOutboxMessage,
  reactivateOrganisation,
  suspendOrganisation,
} from './admin.service';
import { privateErrorResponses, privateSecurity } from '../shared/responses';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  ...privateErrorResponses,
  403: ErrorBody.describe('Not a platform admin'),
} as const;
const notFound = { 404: ErrorBody.describe('No such organisation') } as const;

/** The platform admins' area (PRODUCT.md §1, §3). */
export const adminRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const { db, outbox } = deps;

  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/admin/${type}s`,
      {
        schema: {
          tags: ['admin'],
          summary: `Every ${type}, suspended ones too; q searches name, slug and emails (platform admins)`,
          security: privateSecurity,
          querystring: AdminOrganisationListQuery,
          response: { 200: AdminOrganisationList, ...errors },
        },
      },
      async (request) => listOrganisations(db, await requireUser(request), type, request.query),
    );

    app.post(
      `/api/admin/${type}s`,
      {
        schema: {
          tags: ['admin'],
          summary: `Create a ${type} and mail its first owner an invite (platform admins)`,
          security: privateSecurity,
          body: AdminOrganisationCreate,
          response: { 201: AdminOrganisationCreated, ...errors, 409: ErrorBody.describe('The slug is taken (details name slug)') },
        },
      },
      async (request, reply) => {
        const created = await createOrganisation(deps, await requireUser(request), type, request.body, appOrigin);
        return reply.status(201).send(created);
      },
    );

    app.post(
      `/api/admin/${type}s/:id/suspend`,
      {
        schema: {
          tags: ['admin'],
          summary: `Suspend a ${type}: it leaves the public lists and takes no orders; members see the reason (platform admins)`,
          security: privateSecurity,
          params: IdParams,
          body: SuspendBody,
          response: { 200: AdminOrganisation, ...errors, ...notFound },
        },
      },
      async (request) => suspendOrganisation(db, await requireUser(request), type, request.params.id, request.body.reason),
    );

    app.post(
      `/api/admin/${type}s/:id/reactivate`,
      {
        schema: {
          tags: ['admin'],
          summary: `Reactivate a suspended ${type} (platform admins)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: AdminOrganisation, ...errors, ...notFound },
        },
      },
      async (request) => reactivateOrganisation(db, await requireUser(request), type, request.params.id),
    );
  }

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail and SMS, newest first, with their delivery state: queued, sent, failed (with the reason) or stored (platform admins)',
        security: privateSecurity,
        querystring: AdminOutboxQuery,
        response: { 200: OutboxMessageList, ...errors },
      },
    },
    async (request) => listOutboxMessages(outbox, await requireUser(request), request.query),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed mail again: it is queued, and retried as a new message would be (platform admins)',
        security: privateSecurity,
        params: OutboxMessageParams,
        response: {
          200: OutboxMessage,
          ...errors,
          404: ErrorBody.describe('No such message'),
          409: ErrorBody.describe('The message is not failed (details.state), or no mail server is set up'),
        },
      },
    },
    async (request) => retryOutboxMessage(outbox, await requireUser(request), request.params.id),
  );
};
